/**
 * @generated SignedSource<<29ddaaaada1efda7f25b04038b81860b>>
 * @relayHash b9a0a2b578d109ef5092481ed702e51a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 821c1e6058bc869ad35ac2874165e2aa527d992d1f09d55c33eec794d0bca35c

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
    "id": "821c1e6058bc869ad35ac2874165e2aa527d992d1f09d55c33eec794d0bca35c",
    "metadata": {},
    "name": "useDeleteAnalysisMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "24a37676bc6be8b928b243d22e495be0";

export default node;
