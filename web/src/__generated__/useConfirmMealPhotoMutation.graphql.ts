/**
 * @generated SignedSource<<0eb33eeb7cc3b0c0009813a0f129f972>>
 * @relayHash 310012617aed0e633113fdcb6a8b767e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e93772f7d09ec38b65040d746736b0f97e4f6e99f910802aecebc361f0a655ed

import { ConcreteRequest } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
export type ConfirmMealPhotoInput = {
  clientDate: string;
  clientTime?: string | null | undefined;
  date?: string | null | undefined;
  items: ReadonlyArray<PhotoMealItemInput>;
  mealType?: MealType | null | undefined;
};
export type PhotoMealItemInput = {
  foodId: string;
  grams: number;
};
export type useConfirmMealPhotoMutation$variables = {
  input: ConfirmMealPhotoInput;
};
export type useConfirmMealPhotoMutation$data = {
  readonly confirmMealPhoto: {
    readonly loggedFood: ReadonlyArray<{
      readonly id: string;
      readonly nutrition: {
        readonly calories: number;
      };
    }>;
    readonly mealType: MealType;
  };
};
export type useConfirmMealPhotoMutation = {
  response: useConfirmMealPhotoMutation$data;
  variables: useConfirmMealPhotoMutation$variables;
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
    "concreteType": "LogAssistantRecipePayload",
    "kind": "LinkedField",
    "name": "confirmMealPhoto",
    "plural": false,
    "selections": [
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
        "concreteType": "FoodLogItem",
        "kind": "LinkedField",
        "name": "loggedFood",
        "plural": true,
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useConfirmMealPhotoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmMealPhotoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e93772f7d09ec38b65040d746736b0f97e4f6e99f910802aecebc361f0a655ed",
    "metadata": {},
    "name": "useConfirmMealPhotoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "38d2b662924edfb5b0960285325cd9aa";

export default node;
