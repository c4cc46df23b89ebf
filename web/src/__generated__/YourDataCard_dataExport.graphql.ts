/**
 * @generated SignedSource<<836b1d2e294a0e2bee45315503aee53f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "failed" | "queued" | "ready" | "running" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type YourDataCard_dataExport$data = {
  readonly status: DataExportStatus;
  readonly " $fragmentType": "YourDataCard_dataExport";
};
export type YourDataCard_dataExport$key = {
  readonly " $data"?: YourDataCard_dataExport$data;
  readonly " $fragmentSpreads": FragmentRefs<"YourDataCard_dataExport">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "YourDataCard_dataExport",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "DataExport",
  "abstractKey": null
};

(node as any).hash = "e183f2a21c3bb7d1541156789f3c5a2e";

export default node;
