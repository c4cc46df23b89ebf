/**
 * @generated SignedSource<<6a3e5c6780b3c767cee5a508c6799d90>>
 * @relayHash 35d270b917836160753b8049ba4797dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75048d1a75fe142dc03976fdf9b7dde9a89ace668bfd7c899b80711a2dd95c3f

import { ConcreteRequest } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
export type SavedMealKind = "food" | "meal" | "%future added value";
export type SaveMealFromFoodLogInput = {
  date?: string | null | undefined;
  itemId?: string | null | undefined;
  kind?: SavedMealKind;
  mealType?: MealType | null | undefined;
  name?: string | null | undefined;
};
export type useSaveMealFromFoodLogMutation$variables = {
  input: SaveMealFromFoodLogInput;
};
export type useSaveMealFromFoodLogMutation$data = {
  readonly saveMealFromFoodLog: {
    readonly savedMeal: {
      readonly id: string;
      readonly kind: SavedMealKind;
      readonly name: string;
    };
  };
};
export type useSaveMealFromFoodLogMutation = {
  response: useSaveMealFromFoodLogMutation$data;
  variables: useSaveMealFromFoodLogMutation$variables;
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
    "concreteType": "SavedMealPayload",
    "kind": "LinkedField",
    "name": "saveMealFromFoodLog",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SavedMeal",
        "kind": "LinkedField",
        "name": "savedMeal",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
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
    "name": "useSaveMealFromFoodLogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveMealFromFoodLogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75048d1a75fe142dc03976fdf9b7dde9a89ace668bfd7c899b80711a2dd95c3f",
    "metadata": {},
    "name": "useSaveMealFromFoodLogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b38c446a5de0eb344a5b33a49b794235";

export default node;
