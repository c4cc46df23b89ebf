/**
 * @generated SignedSource<<8c49261083b053d73619a5cbdb37e092>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BloodworkSource = "manual" | "pdf" | "%future added value";
export type BloodworkStatus = "confirmed" | "draft" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BloodworkHistoryItem_entry$data = {
  readonly date: string;
  readonly id: string;
  readonly isDateMissing: boolean;
  readonly labValues: ReadonlyArray<{
    readonly flag: string | null | undefined;
  }>;
  readonly pdfFilename: string | null | undefined;
  readonly source: BloodworkSource;
  readonly status: BloodworkStatus;
  readonly unmatched: ReadonlyArray<{
    readonly printedName: string;
  }>;
  readonly " $fragmentType": "BloodworkHistoryItem_entry";
};
export type BloodworkHistoryItem_entry$key = {
  readonly " $data"?: BloodworkHistoryItem_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"BloodworkHistoryItem_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BloodworkHistoryItem_entry",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDateMissing",
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
      "name": "pdfFilename",
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
          "name": "flag",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UnmatchedLabValue",
      "kind": "LinkedField",
      "name": "unmatched",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "printedName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BloodworkEntry",
  "abstractKey": null
};

(node as any).hash = "c507ca629ee7b92fc781432dde46fe5e";

export default node;
