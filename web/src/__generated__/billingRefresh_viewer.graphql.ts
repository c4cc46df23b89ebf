/**
 * @generated SignedSource<<99ac554316fe791d9b36fbf19d177003>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "active" | "canceled" | "none" | "past_due" | "paused" | "%future added value";
export type Tier = "free" | "pro" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type billingRefresh_viewer$data = {
  readonly billing: {
    readonly isProSetByAdministrator: boolean;
  };
  readonly user: {
    readonly subscriptionStatus: SubscriptionStatus;
    readonly tier: Tier;
    readonly usage: {
      readonly aiAnalyses: number;
      readonly aiAssistantMessages: number;
      readonly aiFoodQueries: number;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"BillingHistoryCard_viewer" | "BillingNotices_viewer" | "PaymentMethodsCard_viewer" | "SubscriptionCard_viewer">;
  readonly " $fragmentType": "billingRefresh_viewer";
};
export type billingRefresh_viewer$key = {
  readonly " $data"?: billingRefresh_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"billingRefresh_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "billingRefresh_viewer",
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
          "kind": "ScalarField",
          "name": "subscriptionStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Usage",
          "kind": "LinkedField",
          "name": "usage",
          "plural": false,
          "selections": [
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
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Billing",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isProSetByAdministrator",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubscriptionCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentMethodsCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillingHistoryCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillingNotices_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ccc0d0c42dcc28482ce4f06c911192e6";

export default node;
