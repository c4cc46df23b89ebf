/**
 * @generated SignedSource<<ab14ddc7815cefa5a10564d959361738>>
 * @relayHash 14308f0f243c65d8d3c76a0e898c4e5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 530e73fd0b15a0b14a33a45dc86b3708a88b7ad4c07c66a265d87427aa59c9b4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyzeCorrelationInput = {
  bloodworkId?: string | null | undefined;
  model?: string | null | undefined;
  nutritionDays?: number | null | undefined;
};
export type useAnalyzeCorrelationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AnalyzeCorrelationInput;
};
export type useAnalyzeCorrelationMutation$data = {
  readonly analyzeCorrelation: {
    readonly analysis: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AnalysisHistoryItem_analysis">;
    };
    readonly viewer: {
      readonly user: {
        readonly " $fragmentSpreads": FragmentRefs<"UsageMeter_user">;
      };
    };
  };
};
export type useAnalyzeCorrelationMutation = {
  response: useAnalyzeCorrelationMutation$data;
  variables: useAnalyzeCorrelationMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAnalyses",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnalyzeCorrelationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AnalysisPayload",
        "kind": "LinkedField",
        "name": "analyzeCorrelation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Analysis",
            "kind": "LinkedField",
            "name": "analysis",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AnalysisHistoryItem_analysis"
              }
            ],
            "storageKey": null
          },
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "UsageMeter_user"
                  }
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
    "name": "useAnalyzeCorrelationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AnalysisPayload",
        "kind": "LinkedField",
        "name": "analyzeCorrelation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Analysis",
            "kind": "LinkedField",
            "name": "analysis",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
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
                "name": "summary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secondOpinionModel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AnalysisWindow",
                "kind": "LinkedField",
                "name": "window",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "from",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "analysis",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "AnalysisEdge"
              }
            ]
          },
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Usage",
                    "kind": "LinkedField",
                    "name": "usage",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UsageLimits",
                    "kind": "LinkedField",
                    "name": "usageLimits",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "530e73fd0b15a0b14a33a45dc86b3708a88b7ad4c07c66a265d87427aa59c9b4",
    "metadata": {},
    "name": "useAnalyzeCorrelationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b79861dfb6709aae44fdaf0828eccdb0";

export default node;
