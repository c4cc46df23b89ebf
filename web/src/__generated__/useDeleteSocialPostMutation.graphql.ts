/**
 * @generated SignedSource<<9344c43c2fda7c11e36de1c6d7f7e5da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialPostIdInput = {
  postId: string;
};
export type useDeleteSocialPostMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SocialPostIdInput;
};
export type useDeleteSocialPostMutation$data = {
  readonly deleteSocialPost: {
    readonly deletedPostId: string;
  };
};
export type useDeleteSocialPostMutation = {
  response: useDeleteSocialPostMutation$data;
  variables: useDeleteSocialPostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPostId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSocialPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSocialPostPayload",
        "kind": "LinkedField",
        "name": "deleteSocialPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteSocialPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSocialPostPayload",
        "kind": "LinkedField",
        "name": "deleteSocialPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedPostId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0554e079feb869fc5b7a7e6f74d1d843",
    "id": null,
    "metadata": {},
    "name": "useDeleteSocialPostMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSocialPostMutation(\n  $input: SocialPostIdInput!\n) {\n  deleteSocialPost(input: $input) {\n    deletedPostId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebdb6aaf1b165c40d1811e04e9585877";

export default node;
