/**
 * @generated SignedSource<<3fe8f20604638234558027365ed2a954>>
 * @relayHash a68c4303175dbb4355c3a6718d8a03b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b85d0bdb1f03568619c7a17b599ae8bb798ee67a1c85454450373f2fd38b712

import { ConcreteRequest } from 'relay-runtime';
export type useSupplementAnalysisQuery$variables = {
  query: string;
};
export type useSupplementAnalysisQuery$data = {
  readonly supplementAnalysis: {
    readonly form: string;
    readonly name: string;
    readonly note: string | null | undefined;
    readonly nutrients: ReadonlyArray<{
      readonly amount: number;
      readonly key: string;
      readonly label: string;
      readonly unit: string;
    }>;
    readonly quantity: number;
    readonly query: string;
  };
};
export type useSupplementAnalysisQuery = {
  response: useSupplementAnalysisQuery$data;
  variables: useSupplementAnalysisQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "SupplementAnalysis",
    "kind": "LinkedField",
    "name": "supplementAnalysis",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "query",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "form",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "note",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NutrientAmount",
        "kind": "LinkedField",
        "name": "nutrients",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unit",
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
    "name": "useSupplementAnalysisQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSupplementAnalysisQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4b85d0bdb1f03568619c7a17b599ae8bb798ee67a1c85454450373f2fd38b712",
    "metadata": {},
    "name": "useSupplementAnalysisQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ff070312e02f8692d2808065e8f2e4f";

export default node;
