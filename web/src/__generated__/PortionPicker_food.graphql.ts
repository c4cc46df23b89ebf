/**
 * @generated SignedSource<<2da5c605f6280eea76ad38ce56f1fe91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PortionPicker_food$data = {
  readonly brand: string | null | undefined;
  readonly defaultPortion: {
    readonly quantity: number;
    readonly unit: string;
  };
  readonly displayName: string;
  readonly id: string;
  readonly name: string;
  readonly per100g: {
    readonly calories: number;
    readonly carbs: number;
    readonly fat: number;
    readonly protein: number;
  };
  readonly source: string;
  readonly units: ReadonlyArray<{
    readonly gramsPerUnit: number;
    readonly label: string;
    readonly unit: string;
  }>;
  readonly " $fragmentType": "PortionPicker_food";
};
export type PortionPicker_food$key = {
  readonly " $data"?: PortionPicker_food$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortionPicker_food">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortionPicker_food",
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
          "name": "quantity",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortionUnit",
      "kind": "LinkedField",
      "name": "units",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "gramsPerUnit",
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
      "name": "per100g",
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
  "type": "Food",
  "abstractKey": null
};
})();

(node as any).hash = "eef9ad85b66c67c1c6042d2a882f55b1";

export default node;
