/**
 * @generated SignedSource<<e93fd807afd27b40f53ce91a0f8c7568>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingNoticeKind = "payment_failed" | "payment_recovered" | "subscription_ended" | "subscription_renewed" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillingNotices_viewer$data = {
  readonly billingNotices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly kind: BillingNoticeKind;
        readonly message: string;
      };
    }>;
  };
  readonly " $fragmentType": "BillingNotices_viewer";
};
export type BillingNotices_viewer$key = {
  readonly " $data"?: BillingNotices_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingNotices_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingNotices_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7f745b17053326eb5db260ff97eeb066";

export default node;
