/**
 * @generated SignedSource<<9f432c0edb5dee9e79472e806af5da97>>
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
  readonly displayName: string;
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

(node as any).hash = "c761c255abb7241c3452d9e503217971";

export default node;
