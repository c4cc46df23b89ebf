/**
 * @generated SignedSource<<12eeb5864ccde666d188c89a7c719794>>
 * @relayHash 65e3397bc71863dc8af9d02df7076c17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d87701005413745cd746292876b1c9bb49a9896ab07d6b54d17ec435019331f

import { ConcreteRequest } from 'relay-runtime';
export type useMarkerCatalogQuery$variables = {
  after?: string | null | undefined;
};
export type useMarkerCatalogQuery$data = {
  readonly bloodworkMarkers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aliases: ReadonlyArray<string>;
        readonly category: string;
        readonly key: string;
        readonly name: string;
        readonly refHigh: number | null | undefined;
        readonly refLow: number | null | undefined;
        readonly unit: string;
        readonly units: ReadonlyArray<string>;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type useMarkerCatalogQuery = {
  response: useMarkerCatalogQuery$data;
  variables: useMarkerCatalogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "BloodworkMarkerConnection",
    "kind": "LinkedField",
    "name": "bloodworkMarkers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BloodworkMarkerEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BloodworkMarker",
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
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aliases",
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
                "name": "units",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refLow",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refHigh",
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
        "concreteType": "PageInfo",
        "kind": "LinkedField",
        "name": "pageInfo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasNextPage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endCursor",
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
    "name": "useMarkerCatalogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkerCatalogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1d87701005413745cd746292876b1c9bb49a9896ab07d6b54d17ec435019331f",
    "metadata": {},
    "name": "useMarkerCatalogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "35a39bcd0b288bbf6cdce3fbbc78f8cf";

export default node;
