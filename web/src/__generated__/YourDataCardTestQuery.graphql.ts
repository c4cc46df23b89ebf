/**
 * @generated SignedSource<<b6482414e1b1588f5c0dfddc1c22def3>>
 * @relayHash e4b798ec4f74aff8b8229b8141511dc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 410ad69413e7e6623208f55ea77b7a1aeacc439acd0ce5064f08524809bf1125

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type YourDataCardTestQuery$variables = Record<PropertyKey, never>;
export type YourDataCardTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"YourDataCard_viewer">;
  } | null | undefined;
};
export type YourDataCardTestQuery = {
  response: YourDataCardTestQuery$data;
  variables: YourDataCardTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "YourDataCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "YourDataCard_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "YourDataCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
              (v0/*:: as any*/),
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
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "410ad69413e7e6623208f55ea77b7a1aeacc439acd0ce5064f08524809bf1125",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": (v1/*:: as any*/),
        "viewer.latestDataExport": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DataExport"
        },
        "viewer.latestDataExport.byteSize": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "viewer.latestDataExport.downloadUrl": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.latestDataExport.expiresAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTimeISO"
        },
        "viewer.latestDataExport.id": (v1/*:: as any*/),
        "viewer.latestDataExport.progress": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.latestDataExport.status": {
          "enumValues": [
            "failed",
            "queued",
            "ready",
            "running"
          ],
          "nullable": false,
          "plural": false,
          "type": "DataExportStatus"
        }
      }
    },
    "name": "YourDataCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "181522369c461bd9e31435de0b39dd6b";

export default node;
