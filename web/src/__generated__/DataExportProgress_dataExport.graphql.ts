/**
 * @generated SignedSource<<9bb4748cc1a38bf07af9c4648b454700>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "failed" | "queued" | "ready" | "running" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DataExportProgress_dataExport$data = {
  readonly byteSize: number | null | undefined;
  readonly downloadUrl: string | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly progress: number;
  readonly status: DataExportStatus;
  readonly " $fragmentType": "DataExportProgress_dataExport";
};
export type DataExportProgress_dataExport$key = {
  readonly " $data"?: DataExportProgress_dataExport$data;
  readonly " $fragmentSpreads": FragmentRefs<"DataExportProgress_dataExport">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DataExportProgress_dataExport",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byteSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    }
  ],
  "type": "DataExport",
  "abstractKey": null
};

(node as any).hash = "f0ddf732dfb76524fa950409128591e3";

export default node;
