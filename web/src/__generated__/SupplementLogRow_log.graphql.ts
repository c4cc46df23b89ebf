/**
 * @generated SignedSource<<f44ff8be0f689a074171164c27041e2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplementLogRow_log$data = {
  readonly form: string;
  readonly id: string;
  readonly name: string;
  readonly nutrients: ReadonlyArray<{
    readonly amount: number;
    readonly key: string;
    readonly label: string;
    readonly unit: string;
  }>;
  readonly quantity: number;
  readonly time: string | null | undefined;
  readonly " $fragmentType": "SupplementLogRow_log";
};
export type SupplementLogRow_log$key = {
  readonly " $data"?: SupplementLogRow_log$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplementLogRow_log">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplementLogRow_log",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
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
      "name": "time",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NutrientAmount",
      "kind": "LinkedField",
      "name": "nutrients",
      "plural": true,
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
          "name": "label",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplementLog",
  "abstractKey": null
};

(node as any).hash = "9f191e47bcafcb812a07bc7e6393e6c8";

export default node;
