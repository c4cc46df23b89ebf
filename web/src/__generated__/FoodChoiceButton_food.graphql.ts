/**
 * @generated SignedSource<<9466e1cabc9ad1e24deec1966043a867>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FoodChoiceButton_food$data = {
  readonly brand: string | null | undefined;
  readonly defaultPortion: {
    readonly calories: number | null | undefined;
    readonly label: string;
  };
  readonly id: string;
  readonly name: string;
  readonly source: string;
  readonly " $fragmentType": "FoodChoiceButton_food";
};
export type FoodChoiceButton_food$key = {
  readonly " $data"?: FoodChoiceButton_food$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoodChoiceButton_food">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FoodChoiceButton_food",
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
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DefaultPortion",
      "kind": "LinkedField",
      "name": "defaultPortion",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
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
  "type": "Food",
  "abstractKey": null
};

(node as any).hash = "e897f3398471a254457bc006a605326e";

export default node;
