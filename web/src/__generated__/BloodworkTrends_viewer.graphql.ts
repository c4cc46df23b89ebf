/**
 * @generated SignedSource<<2bb2811d84e0e669b8c75b09837805ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodworkTrends_viewer$data = {
  readonly bloodworkTrends: ReadonlyArray<{
    readonly category: string;
    readonly marker: string;
    readonly name: string;
    readonly points: ReadonlyArray<{
      readonly date: string;
      readonly flag: string | null | undefined;
      readonly value: number;
    }>;
    readonly refHigh: number | null | undefined;
    readonly refLow: number | null | undefined;
    readonly unit: string;
  }>;
  readonly " $fragmentType": "BloodworkTrends_viewer";
};
export type BloodworkTrends_viewer$key = {
  readonly " $data"?: BloodworkTrends_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BloodworkTrends_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BloodworkTrends_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarkerTrend",
      "kind": "LinkedField",
      "name": "bloodworkTrends",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marker",
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
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refLow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refHigh",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrendPoint",
          "kind": "LinkedField",
          "name": "points",
          "plural": true,
          "selections": [
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
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "flag",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "9f98724a0da8bdfdd906ec7d2490c206";

export default node;
