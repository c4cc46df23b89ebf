/**
 * @generated SignedSource<<3ca0fea9b8921a577fc6a9fb63fd1df7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DayMealsCard_foodLog$data = {
  readonly meals: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly displayName: string;
      readonly id: string;
    }>;
    readonly mealType: MealType;
    readonly totals: {
      readonly calories: number;
    };
  }>;
  readonly " $fragmentType": "DayMealsCard_foodLog";
};
export type DayMealsCard_foodLog$key = {
  readonly " $data"?: DayMealsCard_foodLog$data;
  readonly " $fragmentSpreads": FragmentRefs<"DayMealsCard_foodLog">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DayMealsCard_foodLog",
  "selections": [
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
            }
          ],
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
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FoodLog",
  "abstractKey": null
};

(node as any).hash = "b90fcd8caeeaa5f252dc6d8458a4e169";

export default node;
