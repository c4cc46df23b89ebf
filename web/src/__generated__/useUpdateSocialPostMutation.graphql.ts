/**
 * @generated SignedSource<<50b82809e4ad36404f9eb7286c77721f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e055a24aa82283a05792e085b9b71576",
    "id": null,
    "metadata": {},
    "name": "useUpdateSocialPostMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSocialPostMutation(\n  $input: UpdateSocialPostInput!\n) {\n  updateSocialPost(input: $input) {\n    post {\n      id\n      text\n      audience\n      editedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "68781fb44516f1b37e086948704aeb7a";

export default node;
