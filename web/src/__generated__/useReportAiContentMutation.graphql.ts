/**
 * @generated SignedSource<<198c1d0e5fc75ace33737b3e8f63e415>>
 * @relayHash 516956488d87486d4b3446570889e054
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb3f51f6da03b7ac4c1d36b4584a86c01f0f35897c8da01d4c4f3389821ae805

import { ConcreteRequest } from 'relay-runtime';
export type AiContentReportStatus = "dismissed" | "pending" | "resolved" | "reviewed" | "%future added value";
export type ReportAiContentInput = {
  content?: string;
  contentId?: string | null | undefined;
  contentType?: string;
  description?: string;
  reason: string;
};
export type useReportAiContentMutation$variables = {
  input: ReportAiContentInput;
};
export type useReportAiContentMutation$data = {
  readonly reportAiContent: {
    readonly report: {
      readonly id: string;
      readonly reasonLabel: string;
      readonly status: AiContentReportStatus;
    };
  };
};
export type useReportAiContentMutation = {
  response: useReportAiContentMutation$data;
  variables: useReportAiContentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AiContentReportPayload",
    "kind": "LinkedField",
    "name": "reportAiContent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AiContentReport",
        "kind": "LinkedField",
        "name": "report",
        "plural": false,
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
            "name": "reasonLabel",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReportAiContentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportAiContentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cb3f51f6da03b7ac4c1d36b4584a86c01f0f35897c8da01d4c4f3389821ae805",
    "metadata": {},
    "name": "useReportAiContentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e352a6bfab2411ec79826b4448532507";

export default node;
