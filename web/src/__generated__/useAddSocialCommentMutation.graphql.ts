/**
 * @generated SignedSource<<5dff0439adb7dea874f7c82eebf7a878>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddSocialCommentInput = {
  postId: string;
  text: string;
};
export type useAddSocialCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AddSocialCommentInput;
};
export type useAddSocialCommentMutation$data = {
  readonly addSocialComment: {
    readonly comment: {
      readonly " $fragmentSpreads": FragmentRefs<"SocialComments_comment">;
    };
    readonly post: {
      readonly commentCount: number;
      readonly id: string;
    };
  };
};
export type useAddSocialCommentMutation = {
  response: useAddSocialCommentMutation$data;
  variables: useAddSocialCommentMutation$variables;
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
  "name": "id",
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
    (v3/*:: as any*/),
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
    "name": "useAddSocialCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SocialCommentPayload",
        "kind": "LinkedField",
        "name": "addSocialComment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SocialComment",
            "kind": "LinkedField",
            "name": "comment",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SocialComments_comment"
              }
            ],
            "storageKey": null
          },
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
    "name": "useAddSocialCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SocialCommentPayload",
        "kind": "LinkedField",
        "name": "addSocialComment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SocialComment",
            "kind": "LinkedField",
            "name": "comment",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                "name": "viewerCanDelete",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hiddenByModerators",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SocialAuthor",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "comment",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "SocialCommentEdge"
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
    "cacheID": "3bb3c63c53a10af5f80a9f7a8a94a380",
    "id": null,
    "metadata": {},
    "name": "useAddSocialCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useAddSocialCommentMutation(\n  $input: AddSocialCommentInput!\n) {\n  addSocialComment(input: $input) {\n    comment {\n      ...SocialComments_comment\n      id\n    }\n    post {\n      id\n      commentCount\n    }\n  }\n}\n\nfragment SocialComments_comment on SocialComment {\n  id\n  text\n  viewerCanDelete\n  hiddenByModerators\n  author {\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9453387bc42c1876fde7cade3beb727";

export default node;
