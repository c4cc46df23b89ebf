/**
 * @generated SignedSource<<2994abc11d1917b9fe513c20d21fae34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BloodworkSource = "manual" | "pdf" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BloodworkHistoryItem_entry$data = {
  readonly date: string;
  readonly id: string;
  readonly labValues: ReadonlyArray<{
    readonly flag: string | null | undefined;
  }>;
  readonly pdfFilename: string | null | undefined;
  readonly source: BloodworkSource;
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

(node as any).hash = "5ecd5274a8a5a97437747ed1efa2f174";

export default node;
