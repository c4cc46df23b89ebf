/**
 * @generated SignedSource<<9f394f853e2f424abe1faa197ccc7060>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSupplementCatalogSearchQuery$variables = {
  query?: string | null | undefined;
};
export type useSupplementCatalogSearchQuery$data = {
  readonly supplementCatalog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly category: string;
        readonly form: string;
        readonly key: string;
        readonly name: string;
        readonly strength: {
          readonly amount: number;
          readonly of: string | null | undefined;
          readonly unit: string;
        } | null | undefined;
        readonly typicalDose: number;
      };
    }>;
  };
};
export type useSupplementCatalogSearchQuery = {
  response: useSupplementCatalogSearchQuery$data;
  variables: useSupplementCatalogSearchQuery$variables;
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
        "kind": "Literal",
        "name": "first",
        "value": 40
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "SupplementProductConnection",
    "kind": "LinkedField",
    "name": "supplementCatalog",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupplementProductEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementProduct",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "name",
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
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typicalDose",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SupplementStrength",
                "kind": "LinkedField",
                "name": "strength",
                "plural": false,
                "selections": [
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "of",
                    "storageKey": null
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSupplementCatalogSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSupplementCatalogSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f5cb527827e377e84327dfc5633646d5",
    "id": null,
    "metadata": {},
    "name": "useSupplementCatalogSearchQuery",
    "operationKind": "query",
    "text": "query useSupplementCatalogSearchQuery(\n  $query: String\n) {\n  supplementCatalog(query: $query, first: 40) {\n    edges {\n      node {\n        key\n        name\n        form\n        category\n        typicalDose\n        strength {\n          amount\n          unit\n          of\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f45f6bf82ccd0ed3d6c7e54b6cd7a995";

export default node;
