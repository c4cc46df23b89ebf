/**
 * @generated SignedSource<<2051a0f65b3732d0501c31d9388af3d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BloodworkSource = "manual" | "pdf" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BloodworkEntryDetail_entry$data = {
  readonly date: string;
  readonly hasPdf: boolean;
  readonly id: string;
  readonly labValues: ReadonlyArray<{
    readonly category: string;
    readonly defaultRefHigh: number | null | undefined;
    readonly defaultRefLow: number | null | undefined;
    readonly flag: string | null | undefined;
    readonly marker: string;
    readonly name: string;
    readonly printedName: string;
    readonly printedUnit: string;
    readonly printedValue: number;
    readonly qualifier: string | null | undefined;
    readonly refHigh: number | null | undefined;
    readonly refLow: number | null | undefined;
    readonly refSource: string | null | undefined;
    readonly unit: string;
    readonly value: number;
  }>;
  readonly pdfDownloadUrl: string | null | undefined;
  readonly pdfFilename: string | null | undefined;
  readonly source: BloodworkSource;
  readonly " $fragmentType": "BloodworkEntryDetail_entry";
};
export type BloodworkEntryDetail_entry$key = {
  readonly " $data"?: BloodworkEntryDetail_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"BloodworkEntryDetail_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BloodworkEntryDetail_entry",
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
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPdf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfFilename",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfDownloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LabValue",
      "kind": "LinkedField",
      "name": "labValues",
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
          "name": "printedName",
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
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qualifier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "printedValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "printedUnit",
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
          "kind": "ScalarField",
          "name": "refSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultRefLow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultRefHigh",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "flag",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BloodworkEntry",
  "abstractKey": null
};

(node as any).hash = "78a23b27e98619e5645d34b3235994ce";

export default node;
