/**
 * @generated SignedSource<<b62930c7061da05272325877e3690a3c>>
 * @relayHash 4a617bfcbc72654c852ce5cb0b1153b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ddea14345bd8de5db4f44bdcd52e274fc80b0418c47578e43e1bfe35e64b318

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialFeedTestQuery$variables = Record<PropertyKey, never>;
export type SocialFeedTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SocialFeed_viewer">;
  } | null | undefined;
};
export type SocialFeedTestQuery = {
  response: SocialFeedTestQuery$data;
  variables: SocialFeedTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SocialFeedTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SocialFeed_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SocialFeedTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "SocialPostConnection",
            "kind": "LinkedField",
            "name": "socialFeed",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SocialPostEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SocialPost",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
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
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "editedAt",
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
                        "name": "commentCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerHasLiked",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerIsAuthor",
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "avatarLetter",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "avatarColor",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SharedMeal",
                        "kind": "LinkedField",
                        "name": "meal",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "date",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mealType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "calories",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "proteinG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "carbsG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fatG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "SharedMealItem",
                            "kind": "LinkedField",
                            "name": "items",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "name",
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
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "socialFeed(first:10)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SocialFeed_socialFeed",
            "kind": "LinkedHandle",
            "name": "socialFeed"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6ddea14345bd8de5db4f44bdcd52e274fc80b0418c47578e43e1bfe35e64b318",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": (v2/*:: as any*/),
        "viewer.socialFeed": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialPostConnection"
        },
        "viewer.socialFeed.__id": (v2/*:: as any*/),
        "viewer.socialFeed.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SocialPostEdge"
        },
        "viewer.socialFeed.edges.cursor": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialPost"
        },
        "viewer.socialFeed.edges.node.__typename": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node.audience": {
          "enumValues": [
            "friends",
            "public"
          ],
          "nullable": false,
          "plural": false,
          "type": "SocialPostAudience"
        },
        "viewer.socialFeed.edges.node.author": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialAuthor"
        },
        "viewer.socialFeed.edges.node.author.avatarColor": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node.author.avatarLetter": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node.author.displayName": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node.commentCount": (v4/*:: as any*/),
        "viewer.socialFeed.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTimeISO"
        },
        "viewer.socialFeed.edges.node.editedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTimeISO"
        },
        "viewer.socialFeed.edges.node.id": (v2/*:: as any*/),
        "viewer.socialFeed.edges.node.likeCount": (v4/*:: as any*/),
        "viewer.socialFeed.edges.node.meal": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SharedMeal"
        },
        "viewer.socialFeed.edges.node.meal.calories": (v4/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.carbsG": (v5/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.date": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.fatG": (v5/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.items": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SharedMealItem"
        },
        "viewer.socialFeed.edges.node.meal.items.name": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.mealType": {
          "enumValues": [
            "breakfast",
            "dinner",
            "lunch",
            "snack"
          ],
          "nullable": false,
          "plural": false,
          "type": "MealType"
        },
        "viewer.socialFeed.edges.node.meal.proteinG": (v5/*:: as any*/),
        "viewer.socialFeed.edges.node.text": (v3/*:: as any*/),
        "viewer.socialFeed.edges.node.viewerHasLiked": (v6/*:: as any*/),
        "viewer.socialFeed.edges.node.viewerIsAuthor": (v6/*:: as any*/),
        "viewer.socialFeed.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.socialFeed.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.socialFeed.pageInfo.hasNextPage": (v6/*:: as any*/)
      }
    },
    "name": "SocialFeedTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eefa8147b5f30a4ada2f853e8faaf016";

export default node;
