/**
 * @generated SignedSource<<fa3acc6f26dda91f83a9d745bb77d9bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "failed" | "queued" | "ready" | "running" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type YourDataCard_viewer$data = {
  readonly latestDataExport: {
    readonly status: DataExportStatus;
    readonly " $fragmentSpreads": FragmentRefs<"DataExportProgress_dataExport" | "YourDataCard_dataExport">;
  } | null | undefined;
  readonly " $fragmentType": "YourDataCard_viewer";
};
export type YourDataCard_viewer$key = {
  readonly " $data"?: YourDataCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"YourDataCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "YourDataCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DataExport",
      "kind": "LinkedField",
      "name": "latestDataExport",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DataExportProgress_dataExport"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "YourDataCard_dataExport"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "2e032851e9280fd6a8af57ee2e44f03c";

export default node;
