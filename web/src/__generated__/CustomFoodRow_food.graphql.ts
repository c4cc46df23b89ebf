/**
 * @generated SignedSource<<c664004aae38b145db8f28781b3c4461>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomFoodRow_food$data = {
  readonly brand: string | null | undefined;
  readonly customServing: {
    readonly grams: number;
    readonly nutrition: {
      readonly calories: number;
      readonly carbs: number;
      readonly fat: number;
      readonly protein: number;
    };
    readonly size: number;
    readonly unit: string;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "CustomFoodRow_food";
};
export type CustomFoodRow_food$key = {
  readonly " $data"?: CustomFoodRow_food$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomFoodRow_food">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomFoodRow_food",
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
  "type": "Food",
  "abstractKey": null
};

(node as any).hash = "57576de9b8d7991734033f8b23073e4a";

export default node;
