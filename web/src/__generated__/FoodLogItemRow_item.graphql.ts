/**
 * @generated SignedSource<<d7180f6757ce5bd7bdd6609ceab17e3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FoodLogItemRow_item$data = {
  readonly brand: string | null | undefined;
  readonly displayName: string;
  readonly foodId: string | null | undefined;
  readonly grams: number | null | undefined;
  readonly id: string;
  readonly isQuickAdd: boolean;
  readonly mealType: MealType;
  readonly name: string;
  readonly nutrition: {
    readonly calories: number;
    readonly carbs: number;
    readonly fat: number;
    readonly protein: number;
  };
  readonly quantity: number;
  readonly unit: string;
  readonly " $fragmentType": "FoodLogItemRow_item";
};
export type FoodLogItemRow_item$key = {
  readonly " $data"?: FoodLogItemRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoodLogItemRow_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FoodLogItemRow_item",
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
      "kind": "ScalarField",
      "name": "isQuickAdd",
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
  "type": "FoodLogItem",
  "abstractKey": null
};

(node as any).hash = "6bc593fc4933632b5af01a62cc24762d";

export default node;
