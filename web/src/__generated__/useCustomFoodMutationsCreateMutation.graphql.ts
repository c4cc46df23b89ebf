/**
 * @generated SignedSource<<d2163ff224ad1acbc9d59d0b4c2b2967>>
 * @relayHash 6776f749156eb84b41e17150c545a13b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5d818f21ea49cd04bee3ec3ab3200140d350d6e7afa138c25ec922a92fe6fc8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateCustomFoodInput = {
  food: CustomFoodFields;
};
export type CustomFoodFields = {
  brand?: string | null | undefined;
  calories: number;
  carbs?: number | null | undefined;
  fat?: number | null | undefined;
  name: string;
  nutrients?: ReadonlyArray<NutrientAmountInput> | null | undefined;
  protein?: number | null | undefined;
  servingGrams?: number | null | undefined;
  servingSize: number;
  servingUnit: string;
};
export type NutrientAmountInput = {
  amount: number;
  key: string;
};
export type useCustomFoodMutationsCreateMutation$variables = {
  input: CreateCustomFoodInput;
};
export type useCustomFoodMutationsCreateMutation$data = {
  readonly createCustomFood: {
    readonly viewer: {
      readonly customFoods: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CustomFoodRow_food">;
      }>;
    };
  };
};
export type useCustomFoodMutationsCreateMutation = {
  response: useCustomFoodMutationsCreateMutation$data;
  variables: useCustomFoodMutationsCreateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCustomFoodMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CustomFoodPayload",
        "kind": "LinkedField",
        "name": "createCustomFood",
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
                "args": null,
                "concreteType": "Food",
                "kind": "LinkedField",
                "name": "customFoods",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CustomFoodRow_food"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCustomFoodMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CustomFoodPayload",
        "kind": "LinkedField",
        "name": "createCustomFood",
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
                "args": null,
                "concreteType": "Food",
                "kind": "LinkedField",
                "name": "customFoods",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                    "name": "brand",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CustomServing",
                    "kind": "LinkedField",
                    "name": "customServing",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "size",
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "NutritionFacts",
                        "kind": "LinkedField",
                        "name": "nutrition",
                        "plural": false,
                        "selections": [
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
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f5d818f21ea49cd04bee3ec3ab3200140d350d6e7afa138c25ec922a92fe6fc8",
    "metadata": {},
    "name": "useCustomFoodMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "10046610f78d048ce4e75aa0c3aef921";

export default node;
