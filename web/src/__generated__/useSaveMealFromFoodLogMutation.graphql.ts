/**
 * @generated SignedSource<<c4fd6604d1b85ea1403468f7125611d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "35d270b917836160753b8049ba4797dd",
    "id": null,
    "metadata": {},
    "name": "useSaveMealFromFoodLogMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveMealFromFoodLogMutation(\n  $input: SaveMealFromFoodLogInput!\n) {\n  saveMealFromFoodLog(input: $input) {\n    savedMeal {\n      id\n      name\n      kind\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b38c446a5de0eb344a5b33a49b794235";

export default node;
