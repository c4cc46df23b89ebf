/**
 * @generated SignedSource<<4963d78302facd5a817a32f746632a96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplementHistoryCard_viewer$data = {
  readonly supplementSummary: {
    readonly averages: ReadonlyArray<{
      readonly amount: number;
      readonly key: string;
      readonly label: string;
      readonly unit: string;
    }>;
    readonly days: number;
    readonly daysWithSupplements: number;
    readonly from: string;
    readonly logCount: number;
    readonly to: string;
  };
  readonly " $fragmentType": "SupplementHistoryCard_viewer";
};
export type SupplementHistoryCard_viewer$key = {
  readonly " $data"?: SupplementHistoryCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplementHistoryCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplementHistoryCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 30
        }
      ],
      "concreteType": "SupplementSummary",
      "kind": "LinkedField",
      "name": "supplementSummary",
      "plural": false,
      "selections": [
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
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysWithSupplements",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NutrientAmount",
          "kind": "LinkedField",
          "name": "averages",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
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
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "supplementSummary(days:30)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e4d59e4f3f5c84798ff0adeaed7e6b93";

export default node;
