/**
 * @generated SignedSource<<e6e87cac0dbd2441e7461e7100edbce6>>
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
      readonly id: string;
      readonly name: string;
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
              "name": "name",
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

(node as any).hash = "5f1f8c102c969b9ee4113b7867014b9d";

export default node;
