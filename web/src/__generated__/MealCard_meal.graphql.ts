/**
 * @generated SignedSource<<42f4bca26e23e62774982c6d7f9ecf82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MealCard_meal$data = {
  readonly items: ReadonlyArray<{
    readonly id: string;
    readonly nutrition: {
      readonly calories: number;
      readonly carbs: number;
      readonly fat: number;
      readonly protein: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"FoodLogItemRow_item">;
  }>;
  readonly mealType: MealType;
  readonly " $fragmentType": "MealCard_meal";
};
export type MealCard_meal$key = {
  readonly " $data"?: MealCard_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealCard_meal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealCard_meal",
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FoodLogItemRow_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Meal",
  "abstractKey": null
};

(node as any).hash = "9f5c7c30022c5fd1cf09946c05290c68";

export default node;
