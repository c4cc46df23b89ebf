/**
 * @generated SignedSource<<d4483da318773de2dda2ea4f3d4aad56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingStatus = "active" | "canceled" | "incomplete" | "past_due" | "paused" | "%future added value";
export type Tier = "free" | "pro" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionCard_viewer$data = {
  readonly billing: {
    readonly currency: string;
    readonly isProSetByAdministrator: boolean;
    readonly proPriceCents: number;
  };
  readonly paymentMethods: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly internalID: string;
        readonly label: string;
        readonly nickname: string;
      };
    }>;
  };
  readonly subscription: {
    readonly amountCents: number;
    readonly cancelAtPeriodEnd: boolean;
    readonly currency: string;
    readonly currentPeriodEnd: string | null | undefined;
    readonly failedAttempts: number;
    readonly id: string;
    readonly nextChargeAmountCents: number | null | undefined;
    readonly nextChargeAt: string | null | undefined;
    readonly paymentMethod: {
      readonly internalID: string;
      readonly label: string;
    } | null | undefined;
    readonly status: BillingStatus;
  } | null | undefined;
  readonly user: {
    readonly tier: Tier;
  };
  readonly " $fragmentType": "SubscriptionCard_viewer";
};
export type SubscriptionCard_viewer$key = {
  readonly " $data"?: SubscriptionCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionCard_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v2 = {
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
  "name": "SubscriptionCard_viewer",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proPriceCents",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
          "name": "amountCents",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentPeriodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelAtPeriodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextChargeAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextChargeAmountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failedAttempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentMethod",
          "kind": "LinkedField",
          "name": "paymentMethod",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "PaymentMethodConnection",
      "kind": "LinkedField",
      "name": "paymentMethods",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentMethodEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PaymentMethod",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nickname",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "paymentMethods(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "da75883557aec4fd1eadc4a948972a5e";

export default node;
