/**
 * @generated SignedSource<<3f89c5ac4a4d7735f174b5f72a09433b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DataExportStatus = "failed" | "queued" | "ready" | "running" | "%future added value";
export type useStartDataExportMutation$variables = Record<PropertyKey, never>;
export type useStartDataExportMutation$data = {
  readonly startDataExport: {
    readonly dataExport: {
      readonly downloadUrl: string | null | undefined;
      readonly id: string;
      readonly status: DataExportStatus;
      readonly " $fragmentSpreads": FragmentRefs<"DataExportProgress_dataExport" | "YourDataCard_dataExport">;
    };
  };
};
export type useStartDataExportMutation = {
  response: useStartDataExportMutation$data;
  variables: useStartDataExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartDataExportMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StartDataExportPayload",
        "kind": "LinkedField",
        "name": "startDataExport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DataExport",
            "kind": "LinkedField",
            "name": "dataExport",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartDataExportMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StartDataExportPayload",
        "kind": "LinkedField",
        "name": "startDataExport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DataExport",
            "kind": "LinkedField",
            "name": "dataExport",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e14644a08d1107a2ad5979c5e4713481",
    "id": null,
    "metadata": {},
    "name": "useStartDataExportMutation",
    "operationKind": "mutation",
    "text": "mutation useStartDataExportMutation {\n  startDataExport {\n    dataExport {\n      id\n      status\n      downloadUrl\n      ...DataExportProgress_dataExport\n      ...YourDataCard_dataExport\n    }\n  }\n}\n\nfragment DataExportProgress_dataExport on DataExport {\n  id\n  status\n  progress\n  byteSize\n  expiresAt\n  downloadUrl\n}\n\nfragment YourDataCard_dataExport on DataExport {\n  status\n}\n"
  }
};
})();

(node as any).hash = "e59b52fc5d605afa1932004bbc96bca9";

export default node;
