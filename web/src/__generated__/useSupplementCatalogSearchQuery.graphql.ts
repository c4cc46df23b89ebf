/**
 * @generated SignedSource<<d60d2989caca41eb97b09f998601f578>>
 * @relayHash f5cb527827e377e84327dfc5633646d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8263db5ebbe8d21c26efbb196726b9620f91014f69a6ee5e4b846cdbccdb2bd

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
    "id": "b8263db5ebbe8d21c26efbb196726b9620f91014f69a6ee5e4b846cdbccdb2bd",
    "metadata": {},
    "name": "useSupplementCatalogSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f45f6bf82ccd0ed3d6c7e54b6cd7a995";

export default node;
