/**
 * @generated SignedSource<<8dfe8d06a7436f58e298eb5792936538>>
 * @relayHash a1d8a24d7a6d1c09f3e5d456d7c1b523
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc386fea5b130c85b2c2470c2c08811ab8ccb4972db0f8a521d5a0c236dbdfd8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddFoodDialogSuggestionsQuery$variables = Record<PropertyKey, never>;
export type AddFoodDialogSuggestionsQuery$data = {
  readonly viewer: {
    readonly recentFoods: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FoodChoiceButton_food">;
    }>;
    readonly savedMeals: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly items: ReadonlyArray<{
            readonly foodId: string | null | undefined;
            readonly quantity: number;
            readonly unit: string;
          }>;
          readonly name: string;
          readonly totals: {
            readonly calories: number;
          };
        };
      }>;
    };
  } | null | undefined;
};
export type AddFoodDialogSuggestionsQuery = {
  response: AddFoodDialogSuggestionsQuery$data;
  variables: AddFoodDialogSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 8
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
  "name": "name",
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
  "args": [
    {
      "kind": "Literal",
      "name": "favorite",
      "value": true
    },
    {
      "kind": "Literal",
      "name": "first",
      "value": 10
    },
    {
      "kind": "Literal",
      "name": "kind",
      "value": "food"
    }
  ],
  "concreteType": "SavedMealConnection",
  "kind": "LinkedField",
  "name": "savedMeals",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SavedMealEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SavedMeal",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "SavedMealItem",
              "kind": "LinkedField",
              "name": "items",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "foodId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "quantity",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "unit",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "NutritionFacts",
              "kind": "LinkedField",
              "name": "totals",
              "plural": false,
              "selections": [
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "savedMeals(favorite:true,first:10,kind:\"food\")"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddFoodDialogSuggestionsQuery",
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
            "concreteType": "Food",
            "kind": "LinkedField",
            "name": "recentFoods",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FoodChoiceButton_food"
              }
            ],
            "storageKey": "recentFoods(first:8)"
          },
          (v4/*:: as any*/)
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
    "name": "AddFoodDialogSuggestionsQuery",
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
            "concreteType": "Food",
            "kind": "LinkedField",
            "name": "recentFoods",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
                "name": "brand",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DefaultPortion",
                "kind": "LinkedField",
                "name": "defaultPortion",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "recentFoods(first:8)"
          },
          (v4/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cc386fea5b130c85b2c2470c2c08811ab8ccb4972db0f8a521d5a0c236dbdfd8",
    "metadata": {},
    "name": "AddFoodDialogSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "693a3a29d19320b359ac5b3b2ac75582";

export default node;
