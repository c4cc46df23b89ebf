/**
 * @generated SignedSource<<c7ac9e56f2821118f22bcb9adb75b3fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAnalysisInput = {
  analysisId: string;
};
export type useDeleteAnalysisMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteAnalysisInput;
};
export type useDeleteAnalysisMutation$data = {
  readonly deleteAnalysis: {
    readonly deletedAnalysisId: string;
  };
};
export type useDeleteAnalysisMutation = {
  response: useDeleteAnalysisMutation$data;
  variables: useDeleteAnalysisMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAnalysisId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteAnalysisMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteAnalysisPayload",
        "kind": "LinkedField",
        "name": "deleteAnalysis",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteAnalysisMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteAnalysisPayload",
        "kind": "LinkedField",
        "name": "deleteAnalysis",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedAnalysisId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b9a0a2b578d109ef5092481ed702e51a",
    "id": null,
    "metadata": {},
    "name": "useDeleteAnalysisMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteAnalysisMutation(\n  $input: DeleteAnalysisInput!\n) {\n  deleteAnalysis(input: $input) {\n    deletedAnalysisId\n  }\n}\n"
  }
};
})();

(node as any).hash = "24a37676bc6be8b928b243d22e495be0";

export default node;
