/**
 * @generated SignedSource<<4e9e17edd5b5d44eea3ad6e9a9fa1290>>
 * @relayHash 180df3c3c18abc252e0f128d61aa91c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 941ae81c0c6b254a87bb92a304cd6416d99aaeaacfbc61a69a7e1bb99d72c6b7

import { ConcreteRequest } from 'relay-runtime';
export type SocialPostIdInput = {
  postId: string;
};
export type useUnlikeSocialPostMutation$variables = {
  input: SocialPostIdInput;
};
export type useUnlikeSocialPostMutation$data = {
  readonly unlikeSocialPost: {
    readonly post: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useUnlikeSocialPostMutation = {
  response: useUnlikeSocialPostMutation$data;
  variables: useUnlikeSocialPostMutation$variables;
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
    "name": "unlikeSocialPost",
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
            "name": "likeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasLiked",
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
    "name": "useUnlikeSocialPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnlikeSocialPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "941ae81c0c6b254a87bb92a304cd6416d99aaeaacfbc61a69a7e1bb99d72c6b7",
    "metadata": {},
    "name": "useUnlikeSocialPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "478dc83ad606860256216eb375444b73";

export default node;
