/**
 * @generated SignedSource<<eaf87d34e0ffc8520af775ef30d5a977>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplementDayTotals_viewer$data = {
  readonly supplementTotals: ReadonlyArray<{
    readonly amount: number;
    readonly key: string;
    readonly label: string;
    readonly unit: string;
  }>;
  readonly " $fragmentType": "SupplementDayTotals_viewer";
};
export type SupplementDayTotals_viewer$key = {
  readonly " $data"?: SupplementDayTotals_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplementDayTotals_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "date"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplementDayTotals_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "date",
          "variableName": "date"
        }
      ],
      "concreteType": "NutrientAmount",
      "kind": "LinkedField",
      "name": "supplementTotals",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "852a29b1f446f3aa6e532af6f0ef4cd6";

export default node;
