/**
 * @generated SignedSource<<a464477ea1c07cd2937cb12af06fb2b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportPreviewSummary_dataImport$data = {
  readonly dateRange: {
    readonly from: string;
    readonly to: string;
  } | null | undefined;
  readonly days: number;
  readonly foodItems: number;
  readonly labEntries: number;
  readonly labValues: number;
  readonly matchedFoods: number;
  readonly newOwnFoods: number;
  readonly notUnderstood: ReadonlyArray<string>;
  readonly otherRecords: number;
  readonly quickAddItems: number;
  readonly " $fragmentType": "ImportPreviewSummary_dataImport";
};
export type ImportPreviewSummary_dataImport$key = {
  readonly " $data"?: ImportPreviewSummary_dataImport$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportPreviewSummary_dataImport">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportPreviewSummary_dataImport",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportDateRange",
      "kind": "LinkedField",
      "name": "dateRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "foodItems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchedFoods",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quickAddItems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newOwnFoods",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labEntries",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labValues",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otherRecords",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notUnderstood",
      "storageKey": null
    }
  ],
  "type": "DataImport",
  "abstractKey": null
};

(node as any).hash = "0abf9431703838bed87022d30b63fde4";

export default node;
