/**
 * @generated SignedSource<<b39ad774e5e90ac05f07e2d5157ab25d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
export type SavedMealKind = "food" | "meal" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SavedMealCard_savedMeal$data = {
  readonly id: string;
  readonly isFavorite: boolean;
  readonly items: ReadonlyArray<{
    readonly name: string;
    readonly quantity: number;
    readonly unit: string;
  }>;
  readonly kind: SavedMealKind;
  readonly mealType: MealType | null | undefined;
  readonly name: string;
  readonly totals: {
    readonly calories: number;
    readonly carbs: number;
    readonly fat: number;
    readonly protein: number;
  };
  readonly " $fragmentType": "SavedMealCard_savedMeal";
};
export type SavedMealCard_savedMeal$key = {
  readonly " $data"?: SavedMealCard_savedMeal$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedMealCard_savedMeal">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedMealCard_savedMeal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "isFavorite",
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
      "concreteType": "SavedMealItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "SavedMeal",
  "abstractKey": null
};
})();

(node as any).hash = "f7bad8fc0ae0f5ffc61cc348dd95be1c";

export default node;
