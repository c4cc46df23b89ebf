/**
 * @generated SignedSource<<ff335bf30bdba652a9ea934ba75a92b9>>
 * @relayHash e14644a08d1107a2ad5979c5e4713481
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d500d6a954dbaae96557578c343ff96ef58d7afbbf50a1463669d4414903f3fa

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
    "id": "d500d6a954dbaae96557578c343ff96ef58d7afbbf50a1463669d4414903f3fa",
    "metadata": {},
    "name": "useStartDataExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e59b52fc5d605afa1932004bbc96bca9";

export default node;
