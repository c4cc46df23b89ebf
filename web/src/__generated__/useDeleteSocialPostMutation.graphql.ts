/**
 * @generated SignedSource<<9e536ded64bc61b3bf5c59f02aa40d4a>>
 * @relayHash 0554e079feb869fc5b7a7e6f74d1d843
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b5380fbaf2dbdb377cea3b7c137f71dd37aef2d9110b46708df9b23f21bb6f2

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
    "id": "3b5380fbaf2dbdb377cea3b7c137f71dd37aef2d9110b46708df9b23f21bb6f2",
    "metadata": {},
    "name": "useDeleteSocialPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ebdb6aaf1b165c40d1811e04e9585877";

export default node;
