/**
 * @generated SignedSource<<6ab980f03e9a17b1d8e701563a25f99a>>
 * @relayHash f0b5119d4e85d791484d8a11a1a857fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e84edea36e4e6a010e07355250811bc164b1bf88766350ccb0d217b1662b6dd

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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "calories",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proteinG",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carbsG",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fatG",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
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
                            "name": "profileId",
                            "storageKey": null
                          },
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
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mealType",
                            "storageKey": null
                          },
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "SharedMealItem",
                            "kind": "LinkedField",
                            "name": "items",
                            "plural": true,
                            "selections": [
                              (v7/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SharedDay",
                        "kind": "LinkedField",
                        "name": "sharedDay",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "targetCalories",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "targetProteinG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "targetCarbsG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "targetFatG",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SharedRecipe",
                        "kind": "LinkedField",
                        "name": "sharedRecipe",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "servings",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "prepMinutes",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "ingredients",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "modifications",
                            "storageKey": null
                          },
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SharedMilestone",
                        "kind": "LinkedField",
                        "name": "sharedMilestone",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "value",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "outOf",
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
    "id": "5e84edea36e4e6a010e07355250811bc164b1bf88766350ccb0d217b1662b6dd",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": (v8/*:: as any*/),
        "viewer.socialFeed": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialPostConnection"
        },
        "viewer.socialFeed.__id": (v8/*:: as any*/),
        "viewer.socialFeed.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SocialPostEdge"
        },
        "viewer.socialFeed.edges.cursor": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialPost"
        },
        "viewer.socialFeed.edges.node.__typename": (v9/*:: as any*/),
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
        "viewer.socialFeed.edges.node.author.avatarColor": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node.author.avatarLetter": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node.author.displayName": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node.author.profileId": (v8/*:: as any*/),
        "viewer.socialFeed.edges.node.commentCount": (v10/*:: as any*/),
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
        "viewer.socialFeed.edges.node.hiddenByModerators": (v11/*:: as any*/),
        "viewer.socialFeed.edges.node.id": (v8/*:: as any*/),
        "viewer.socialFeed.edges.node.likeCount": (v10/*:: as any*/),
        "viewer.socialFeed.edges.node.meal": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SharedMeal"
        },
        "viewer.socialFeed.edges.node.meal.calories": (v10/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.carbsG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.date": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.fatG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.meal.items": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SharedMealItem"
        },
        "viewer.socialFeed.edges.node.meal.items.name": (v9/*:: as any*/),
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
        "viewer.socialFeed.edges.node.meal.proteinG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SharedDay"
        },
        "viewer.socialFeed.edges.node.sharedDay.calories": (v10/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.carbsG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.date": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.fatG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.proteinG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.targetCalories": (v10/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.targetCarbsG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.targetFatG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedDay.targetProteinG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedMilestone": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SharedMilestone"
        },
        "viewer.socialFeed.edges.node.sharedMilestone.kind": {
          "enumValues": [
            "days_on_target",
            "logging_streak",
            "weight_change"
          ],
          "nullable": false,
          "plural": false,
          "type": "SocialMilestoneKind"
        },
        "viewer.socialFeed.edges.node.sharedMilestone.outOf": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "viewer.socialFeed.edges.node.sharedMilestone.value": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SharedRecipe"
        },
        "viewer.socialFeed.edges.node.sharedRecipe.calories": (v10/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.carbsG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.fatG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.ingredients": (v13/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.modifications": (v13/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.name": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.prepMinutes": (v10/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.proteinG": (v12/*:: as any*/),
        "viewer.socialFeed.edges.node.sharedRecipe.servings": (v10/*:: as any*/),
        "viewer.socialFeed.edges.node.text": (v9/*:: as any*/),
        "viewer.socialFeed.edges.node.viewerHasLiked": (v11/*:: as any*/),
        "viewer.socialFeed.edges.node.viewerIsAuthor": (v11/*:: as any*/),
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
        "viewer.socialFeed.pageInfo.hasNextPage": (v11/*:: as any*/)
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
