/**
 * @generated SignedSource<<7ec2dd8aa44b33cce581188a1f1d896a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Tier = "free" | "pro" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModelPicker_models$data = ReadonlyArray<{
  readonly available: boolean;
  readonly id: string;
  readonly isAllowed: boolean;
  readonly isDefault: boolean;
  readonly label: string;
  readonly provider: string;
  readonly tier: Tier;
  readonly " $fragmentType": "ModelPicker_models";
}>;
export type ModelPicker_models$key = ReadonlyArray<{
  readonly " $data"?: ModelPicker_models$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModelPicker_models">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ModelPicker_models",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAllowed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
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
      "name": "provider",
      "storageKey": null
    }
  ],
  "type": "AIModel",
  "abstractKey": null
};

(node as any).hash = "279fdcf4bfef74997446a4c66e4f591d";

export default node;
