/**
 * @generated SignedSource<<7b5869e0c36d1df24e8ba830f81667c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
export type LogSavedMealInput = {
  date: string;
  mealType?: MealType | null | undefined;
  savedMealId: string;
  time?: string | null | undefined;
};
export type useSavedMealMutationsLogMutation$variables = {
  date: string;
  input: LogSavedMealInput;
};
export type useSavedMealMutationsLogMutation$data = {
  readonly logSavedMeal: {
    readonly viewer: {
      readonly foodLog: {
        readonly " $fragmentSpreads": FragmentRefs<"FoodLogDay_foodLog">;
      } | null | undefined;
    };
  };
};
export type useSavedMealMutationsLogMutation = {
  response: useSavedMealMutationsLogMutation$data;
  variables: useSavedMealMutationsLogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
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
v3 = [
  {
    "kind": "Variable",
    "name": "date",
    "variableName": "date"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
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
    "name": "protein",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "carbs",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fat",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealType",
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
    "name": "useSavedMealMutationsLogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LogSavedMealPayload",
        "kind": "LinkedField",
        "name": "logSavedMeal",
        "plural": false,
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
                "args": (v3/*:: as any*/),
                "concreteType": "FoodLog",
                "kind": "LinkedField",
                "name": "foodLog",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FoodLogDay_foodLog"
                  }
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
    "name": "useSavedMealMutationsLogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LogSavedMealPayload",
        "kind": "LinkedField",
        "name": "logSavedMeal",
        "plural": false,
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
                "args": (v3/*:: as any*/),
                "concreteType": "FoodLog",
                "kind": "LinkedField",
                "name": "foodLog",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "name": "itemCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "NutritionFacts",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Meal",
                    "kind": "LinkedField",
                    "name": "meals",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FoodLogItem",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "NutritionFacts",
                            "kind": "LinkedField",
                            "name": "nutrition",
                            "plural": false,
                            "selections": (v5/*:: as any*/),
                            "storageKey": null
                          },
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
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
                            "name": "brand",
                            "storageKey": null
                          },
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "grams",
                            "storageKey": null
                          },
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isQuickAdd",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "54140edc9f44b14159382857f9780e8e",
    "id": null,
    "metadata": {},
    "name": "useSavedMealMutationsLogMutation",
    "operationKind": "mutation",
    "text": "mutation useSavedMealMutationsLogMutation(\n  $input: LogSavedMealInput!\n  $date: LocalDate!\n) {\n  logSavedMeal(input: $input) {\n    viewer {\n      foodLog(date: $date) {\n        ...FoodLogDay_foodLog\n        id\n      }\n      id\n    }\n  }\n}\n\nfragment FoodLogDay_foodLog on FoodLog {\n  id\n  date\n  itemCount\n  totals {\n    calories\n    protein\n    carbs\n    fat\n  }\n  meals {\n    mealType\n    items {\n      nutrition {\n        calories\n        protein\n        carbs\n        fat\n      }\n      id\n    }\n    ...MealCard_meal\n  }\n}\n\nfragment FoodLogItemRow_item on FoodLogItem {\n  id\n  name\n  displayName\n  brand\n  foodId\n  quantity\n  unit\n  grams\n  mealType\n  isQuickAdd\n  nutrition {\n    calories\n    protein\n    carbs\n    fat\n  }\n}\n\nfragment MealCard_meal on Meal {\n  mealType\n  items {\n    id\n    nutrition {\n      calories\n      protein\n      carbs\n      fat\n    }\n    ...FoodLogItemRow_item\n  }\n}\n"
  }
};
})();

(node as any).hash = "c34d56ee5a18e5baedbf2dcd797f0542";

export default node;
