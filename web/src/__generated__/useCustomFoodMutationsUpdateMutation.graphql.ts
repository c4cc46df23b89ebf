/**
 * @generated SignedSource<<a59a9eefc068c460f7c29631ef49a6b7>>
 * @relayHash cf70f7b41f5ce3c022f8a906b6798a46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8524a13a8d903f84eb242c5dca601d44161c8b898835bfc9a9bd7eb26b130e10

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateCustomFoodInput = {
  food: CustomFoodFields;
  foodId: string;
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
export type useCustomFoodMutationsUpdateMutation$variables = {
  input: UpdateCustomFoodInput;
};
export type useCustomFoodMutationsUpdateMutation$data = {
  readonly updateCustomFood: {
    readonly food: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CustomFoodRow_food">;
    };
  };
};
export type useCustomFoodMutationsUpdateMutation = {
  response: useCustomFoodMutationsUpdateMutation$data;
  variables: useCustomFoodMutationsUpdateMutation$variables;
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
    "name": "useCustomFoodMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CustomFoodPayload",
        "kind": "LinkedField",
        "name": "updateCustomFood",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Food",
            "kind": "LinkedField",
            "name": "food",
            "plural": false,
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCustomFoodMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CustomFoodPayload",
        "kind": "LinkedField",
        "name": "updateCustomFood",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Food",
            "kind": "LinkedField",
            "name": "food",
            "plural": false,
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8524a13a8d903f84eb242c5dca601d44161c8b898835bfc9a9bd7eb26b130e10",
    "metadata": {},
    "name": "useCustomFoodMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "37b816b4e6e9136f4792cefae321b6a6";

export default node;
