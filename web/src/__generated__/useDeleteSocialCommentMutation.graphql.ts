/**
 * @generated SignedSource<<c1887347047f7bc06364b5a4a896f79d>>
 * @relayHash e1832d3f7cfa382739e4b4ba728c03f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c29eda7bbb7fc9c620f130f435bb5acfb7ee8affaa2cbae63efc010099e316bd

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSocialCommentInput = {
  commentId: string;
};
export type useDeleteSocialCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteSocialCommentInput;
};
export type useDeleteSocialCommentMutation$data = {
  readonly deleteSocialComment: {
    readonly deletedCommentId: string;
    readonly post: {
      readonly commentCount: number;
      readonly id: string;
    } | null | undefined;
  };
};
export type useDeleteSocialCommentMutation = {
  response: useDeleteSocialCommentMutation$data;
  variables: useDeleteSocialCommentMutation$variables;
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
  "name": "deletedCommentId",
  "storageKey": null
},
v4 = {
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
      "name": "commentCount",
      "storageKey": null
    }
  ],
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
    "name": "useDeleteSocialCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSocialCommentPayload",
        "kind": "LinkedField",
        "name": "deleteSocialComment",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "useDeleteSocialCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSocialCommentPayload",
        "kind": "LinkedField",
        "name": "deleteSocialComment",
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
            "name": "deletedCommentId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c29eda7bbb7fc9c620f130f435bb5acfb7ee8affaa2cbae63efc010099e316bd",
    "metadata": {},
    "name": "useDeleteSocialCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "44674d966cd1722600aea7a76ac7f62f";

export default node;
