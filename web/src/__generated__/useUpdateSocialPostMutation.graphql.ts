/**
 * @generated SignedSource<<a67d542ceb493ae91b9905f223f782bd>>
 * @relayHash e055a24aa82283a05792e085b9b71576
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba43ec7af17c0567deb71c5a78b82c929a40610a2609c33a5b1c34565db41a52

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
      readonly audience: SocialPostAudience;
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
            "name": "audience",
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
    "id": "ba43ec7af17c0567deb71c5a78b82c929a40610a2609c33a5b1c34565db41a52",
    "metadata": {},
    "name": "useUpdateSocialPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "68781fb44516f1b37e086948704aeb7a";

export default node;
