/**
 * @generated SignedSource<<a05dc895355330f3fbb2c995febbfe65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "active" | "canceled" | "none" | "past_due" | "paused" | "%future added value";
export type Tier = "free" | "pro" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminOverview_stats$data = {
  readonly activeUsers: {
    readonly daily: number;
    readonly monthly: number;
    readonly weekly: number;
  };
  readonly aiUsageThisMonth: ReadonlyArray<{
    readonly freeLimit: number;
    readonly freeUsersAtLimit: number;
    readonly kind: string;
    readonly label: string;
    readonly used: number;
    readonly users: number;
  }>;
  readonly bloodwork: {
    readonly extractionSuccessRate: number;
    readonly fullyRead: number;
    readonly manualEntries: number;
    readonly partlyRead: number;
    readonly unread: number;
    readonly uploads: number;
  };
  readonly from: string;
  readonly monthlyRecurringRevenue: {
    readonly activeSubscriptions: number;
    readonly amountCents: number;
    readonly currency: string;
  };
  readonly newUsersInRange: number;
  readonly newUsersLast30Days: number;
  readonly newUsersLast7Days: number;
  readonly proShare: number;
  readonly proUsers: number;
  readonly reportsPending: number;
  readonly series: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
    readonly points: ReadonlyArray<{
      readonly x: string;
      readonly y: number;
    }>;
  }>;
  readonly subscriptionsByStatus: ReadonlyArray<{
    readonly count: number;
    readonly status: SubscriptionStatus;
    readonly tier: Tier;
  }>;
  readonly to: string;
  readonly totalUsers: number;
  readonly " $fragmentType": "AdminOverview_stats";
};
export type AdminOverview_stats$key = {
  readonly " $data"?: AdminOverview_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminOverview_stats">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminOverview_stats",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newUsersLast7Days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newUsersLast30Days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newUsersInRange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActiveUserCounts",
      "kind": "LinkedField",
      "name": "activeUsers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daily",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "monthly",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proShare",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubscriptionStatusCount",
      "kind": "LinkedField",
      "name": "subscriptionsByStatus",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MonthlyRevenue",
      "kind": "LinkedField",
      "name": "monthlyRecurringRevenue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeSubscriptions",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiUsageSummary",
      "kind": "LinkedField",
      "name": "aiUsageThisMonth",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "used",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "users",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "freeLimit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "freeUsersAtLimit",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportsPending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BloodworkUploadSummary",
      "kind": "LinkedField",
      "name": "bloodwork",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uploads",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manualEntries",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullyRead",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partlyRead",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unread",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "extractionSuccessRate",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
    }
  ],
  "type": "AdminDashboardStats",
  "abstractKey": null
};
})();

(node as any).hash = "8d8537194e9e66e699d56f694e8f9205";

export default node;
