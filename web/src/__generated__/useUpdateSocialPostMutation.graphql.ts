/**
 * @generated SignedSource<<7328a2b8f9c2adf9f360c03a16f165d2>>
 * @relayHash ef88cb66888f4c75efcad01f721f079a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb2050b758f9b205f7c87791c6859174ce46a88b4cf5e0d5a4ef6dc9866c140d

import { ConcreteRequest } from 'relay-runtime';
export type SocialPostAudience = "friends" | "public" | "%future added value";
export type UpdateSocialPostInput = {
  audience?: SocialPostAudience | null | undefined;
  postId: string;
  text?: string | null | undefined;
};
export type useUpdateSocialPostMutation$variables = {
  input: UpdateSocialPostInput;
};
export type useUpdateSocialPostMutation$data = {
  readonly updateSocialPost: {
    readonly post: {
      readonly editedAt: string | null | undefined;
      readonly id: string;
      readonly text: string;
    };
  };
};
export type useUpdateSocialPostMutation = {
  response: useUpdateSocialPostMutation$data;
  variables: useUpdateSocialPostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SocialPostPayload",
    "kind": "LinkedField",
    "name": "updateSocialPost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialPost",
        "kind": "LinkedField",
        "name": "post",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateSocialPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSocialPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fb2050b758f9b205f7c87791c6859174ce46a88b4cf5e0d5a4ef6dc9866c140d",
    "metadata": {},
    "name": "useUpdateSocialPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a6e0dd87c1d3651e0e1152016ad9c4d7";

export default node;
