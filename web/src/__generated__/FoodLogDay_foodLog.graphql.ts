/**
 * @generated SignedSource<<d4a5e59ecb45a11cf77032f18a18beba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FoodLogDay_foodLog$data = {
  readonly date: string;
  readonly id: string;
  readonly itemCount: number;
  readonly meals: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly nutrition: {
        readonly calories: number;
        readonly carbs: number;
        readonly fat: number;
        readonly protein: number;
      };
    }>;
    readonly mealType: MealType;
    readonly " $fragmentSpreads": FragmentRefs<"MealCard_meal">;
  }>;
  readonly totals: {
    readonly calories: number;
    readonly carbs: number;
    readonly fat: number;
    readonly protein: number;
  };
  readonly " $fragmentType": "FoodLogDay_foodLog";
};
export type FoodLogDay_foodLog$key = {
  readonly " $data"?: FoodLogDay_foodLog$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoodLogDay_foodLog">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FoodLogDay_foodLog",
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
      "selections": (v0/*:: as any*/),
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
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MealCard_meal"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FoodLog",
  "abstractKey": null
};
})();

(node as any).hash = "9345145dbf4ca7ebdfbe4e5b8a70ff4f";

export default node;
