/**
 * @generated SignedSource<<2a26f2fac693c877641683780df8e1d3>>
 * @relayHash f889b552b248509ed220ec3a8330f5ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3dd784ed45aeda22c49b8b34a65bad5e4be41796ba58d2130bcfdfeff4654be

import { ConcreteRequest } from 'relay-runtime';
export type AnalyticsKind = "bloodwork" | "engagement" | "health_score" | "nutrition" | "%future added value";
export type AdminAnalyticsTabQuery$variables = {
  days?: number | null | undefined;
  kind: AnalyticsKind;
};
export type AdminAnalyticsTabQuery$data = {
  readonly adminAnalytics: {
    readonly days: number;
    readonly from: string;
    readonly kind: AnalyticsKind;
    readonly metrics: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly unit: string;
      readonly value: number | null | undefined;
    }>;
    readonly series: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly points: ReadonlyArray<{
        readonly x: string;
        readonly y: number;
      }>;
    }>;
    readonly tables: ReadonlyArray<{
      readonly columns: ReadonlyArray<string>;
      readonly key: string;
      readonly label: string;
      readonly rows: ReadonlyArray<ReadonlyArray<string>>;
    }>;
    readonly to: string;
  };
};
export type AdminAnalyticsTabQuery = {
  response: AdminAnalyticsTabQuery$data;
  variables: AdminAnalyticsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "days"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      },
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": "AdminAnalytics",
    "kind": "LinkedField",
    "name": "adminAnalytics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "days",
        "storageKey": null
      },
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminMetric",
        "kind": "LinkedField",
        "name": "metrics",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminSeries",
        "kind": "LinkedField",
        "name": "series",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminPoint",
            "kind": "LinkedField",
            "name": "points",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "x",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "y",
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
        "concreteType": "AdminTable",
        "kind": "LinkedField",
        "name": "tables",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "columns",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rows",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminAnalyticsTabQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminAnalyticsTabQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c3dd784ed45aeda22c49b8b34a65bad5e4be41796ba58d2130bcfdfeff4654be",
    "metadata": {},
    "name": "AdminAnalyticsTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "adae28594f2b383050c2a47a5b795b78";

export default node;
