/**
 * @generated SignedSource<<d4dd35b82c6ab6b6c60f7e140487ba26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingNoticeKind = "payment_failed" | "payment_recovered" | "subscription_ended" | "subscription_renewed" | "%future added value";
export type BillingStatus = "active" | "canceled" | "incomplete" | "past_due" | "paused" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillingNoticeBarContent_viewer$data = {
  readonly billingNotices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly kind: BillingNoticeKind;
        readonly message: string;
      };
    }>;
  };
  readonly subscription: {
    readonly cancelAtPeriodEnd: boolean;
    readonly currentPeriodEnd: string | null | undefined;
    readonly id: string;
    readonly nextChargeAt: string | null | undefined;
    readonly pausedAt: string | null | undefined;
    readonly paymentMethod: {
      readonly expMonth: number | null | undefined;
      readonly expYear: number | null | undefined;
      readonly id: string;
      readonly label: string;
    } | null | undefined;
    readonly status: BillingStatus;
  } | null | undefined;
  readonly " $fragmentType": "BillingNoticeBarContent_viewer";
};
export type BillingNoticeBarContent_viewer$key = {
  readonly " $data"?: BillingNoticeBarContent_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingNoticeBarContent_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingNoticeBarContent_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "BillingNoticeConnection",
      "kind": "LinkedField",
      "name": "billingNotices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BillingNoticeEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "BillingNotice",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
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
                  "name": "message",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "billingNotices(first:10)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "cancelAtPeriodEnd",
          "storageKey": null
        },
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
          "name": "nextChargeAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pausedAt",
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
            (v0/*:: as any*/),
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
              "name": "expMonth",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expYear",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "e584c87bb3ad0c809ef13ea7444e4aed";

export default node;
