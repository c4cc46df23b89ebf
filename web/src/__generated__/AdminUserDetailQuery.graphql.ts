/**
 * @generated SignedSource<<570b2e7be4372675e2f588179d5c6ccd>>
 * @relayHash 3fc2a3e6b3837787544cbc49e88f1931
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19ed7ad7da35eb2016e971248580b961c5923d42e5c77e379824a57f47f4335a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "admin" | "user" | "%future added value";
export type SubscriptionStatus = "active" | "canceled" | "none" | "past_due" | "paused" | "%future added value";
export type Tier = "free" | "pro" | "%future added value";
export type AdminUserDetailQuery$variables = {
  id: string;
};
export type AdminUserDetailQuery$data = {
  readonly adminUser: {
    readonly counts: {
      readonly analyses: number;
      readonly bloodworkEntries: number;
      readonly foodLogDays: number;
      readonly foodLogItems: number;
      readonly reportsFiled: number;
      readonly supplementLogs: number;
    };
    readonly id: string;
    readonly monthlyRevenueCents: number;
    readonly user: {
      readonly adminNotes: string | null | undefined;
      readonly createdAt: string;
      readonly email: string;
      readonly firstName: string;
      readonly id: string;
      readonly internalID: string;
      readonly isTestUser: boolean;
      readonly lastActiveAt: string | null | undefined;
      readonly lastName: string | null | undefined;
      readonly role: Role;
      readonly subscriptionStatus: SubscriptionStatus;
      readonly tier: Tier;
      readonly timezone: string;
      readonly usage: {
        readonly aiAnalyses: number;
        readonly aiAssistantMessages: number;
        readonly aiFoodQueries: number;
      };
      readonly usageLimits: {
        readonly aiAnalyses: number | null | undefined;
        readonly aiAssistantMessages: number | null | undefined;
        readonly aiFoodQueries: number | null | undefined;
      };
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"AdminAuditList_query">;
};
export type AdminUserDetailQuery = {
  response: AdminUserDetailQuery$data;
  variables: AdminUserDetailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiFoodQueries",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAnalyses",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAssistantMessages",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "id",
      "variableName": "id"
    }
  ],
  "concreteType": "AdminUserDetail",
  "kind": "LinkedField",
  "name": "adminUser",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyRevenueCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminUserCounts",
      "kind": "LinkedField",
      "name": "counts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "foodLogDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "foodLogItems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supplementLogs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bloodworkEntries",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "analyses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reportsFiled",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalID",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
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
          "name": "role",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "subscriptionStatus",
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
          "name": "isTestUser",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timezone",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastActiveAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Usage",
          "kind": "LinkedField",
          "name": "usage",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UsageLimits",
          "kind": "LinkedField",
          "name": "usageLimits",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "id"
},
v6 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUserDetailQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "args": [
          {
            "kind": "Literal",
            "name": "count",
            "value": 10
          },
          (v5/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "AdminAuditList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUserDetailQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "AdminAuditEventConnection",
        "kind": "LinkedField",
        "name": "adminAuditEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminAuditEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminAuditEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
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
                    "name": "actorEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetEmail",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
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
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
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
        "args": (v6/*:: as any*/),
        "filters": [
          "userId"
        ],
        "handle": "connection",
        "key": "AdminAuditList_adminAuditEvents",
        "kind": "LinkedHandle",
        "name": "adminAuditEvents"
      }
    ]
  },
  "params": {
    "id": "19ed7ad7da35eb2016e971248580b961c5923d42e5c77e379824a57f47f4335a",
    "metadata": {},
    "name": "AdminUserDetailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2f90ef6b3e7b688e822be3bb447ac718";

export default node;
