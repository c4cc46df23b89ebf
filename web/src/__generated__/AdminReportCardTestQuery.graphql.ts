/**
 * @generated SignedSource<<5df7db7653f69c35582d75743ff4da2a>>
 * @relayHash 7311ba3f0342048e36036be3573905b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df6a190919afbebf6e43169fb6c70fed2880292d1da5b21097f0ecef6d673155

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminReportCardTestQuery$variables = Record<PropertyKey, never>;
export type AdminReportCardTestQuery$data = {
  readonly aiContentReports: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"AdminReportCard_report">;
      };
    }>;
  };
};
export type AdminReportCardTestQuery = {
  response: AdminReportCardTestQuery$data;
  variables: AdminReportCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
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
    "name": "AdminReportCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "AiContentReportConnection",
        "kind": "LinkedField",
        "name": "aiContentReports",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiContentReportEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiContentReport",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AdminReportCard_report"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "aiContentReports(first:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminReportCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "AiContentReportConnection",
        "kind": "LinkedField",
        "name": "aiContentReports",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiContentReportEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiContentReport",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reasonLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contentType",
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
                    "name": "adminNotes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reportedContentId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isContentHidden",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "reporter",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "internalID",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "aiContentReports(first:1)"
      }
    ]
  },
  "params": {
    "id": "df6a190919afbebf6e43169fb6c70fed2880292d1da5b21097f0ecef6d673155",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "aiContentReports": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AiContentReportConnection"
        },
        "aiContentReports.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AiContentReportEdge"
        },
        "aiContentReports.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AiContentReport"
        },
        "aiContentReports.edges.node.adminNotes": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "aiContentReports.edges.node.content": (v2/*:: as any*/),
        "aiContentReports.edges.node.contentType": (v2/*:: as any*/),
        "aiContentReports.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTimeISO"
        },
        "aiContentReports.edges.node.description": (v2/*:: as any*/),
        "aiContentReports.edges.node.id": (v3/*:: as any*/),
        "aiContentReports.edges.node.isContentHidden": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "aiContentReports.edges.node.reasonLabel": (v2/*:: as any*/),
        "aiContentReports.edges.node.reportedContentId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ID"
        },
        "aiContentReports.edges.node.reporter": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "aiContentReports.edges.node.reporter.email": (v2/*:: as any*/),
        "aiContentReports.edges.node.reporter.id": (v3/*:: as any*/),
        "aiContentReports.edges.node.reporter.internalID": (v2/*:: as any*/),
        "aiContentReports.edges.node.status": {
          "enumValues": [
            "dismissed",
            "pending",
            "resolved",
            "reviewed"
          ],
          "nullable": false,
          "plural": false,
          "type": "AiContentReportStatus"
        }
      }
    },
    "name": "AdminReportCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2ef2913dcedf4ab828e68486db86ee55";

export default node;
