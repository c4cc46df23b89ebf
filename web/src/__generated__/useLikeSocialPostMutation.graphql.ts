/**
 * @generated SignedSource<<3ba481678750e6529efcd43e013e5767>>
 * @relayHash 4f48864143ef49844c9a070b43d81665
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26db43e46b8df9ad47508c0ad3da7ec5e2e31484923933a7390424ff90056217

import { ConcreteRequest } from 'relay-runtime';
export type SocialPostIdInput = {
  postId: string;
};
export type useLikeSocialPostMutation$variables = {
  input: SocialPostIdInput;
};
export type useLikeSocialPostMutation$data = {
  readonly likeSocialPost: {
    readonly post: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useLikeSocialPostMutation = {
  response: useLikeSocialPostMutation$data;
  variables: useLikeSocialPostMutation$variables;
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
    "name": "likeSocialPost",
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
    "name": "useLikeSocialPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikeSocialPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "26db43e46b8df9ad47508c0ad3da7ec5e2e31484923933a7390424ff90056217",
    "metadata": {},
    "name": "useLikeSocialPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95a800f9fa5f2fd5ffd10536487a9138";

export default node;
