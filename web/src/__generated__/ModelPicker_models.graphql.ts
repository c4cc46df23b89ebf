/**
 * @generated SignedSource<<1e5507e98085f35c9939722e34bd3ba4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Tier = "free" | "pro" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModelPicker_models$data = ReadonlyArray<{
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

(node as any).hash = "b151d24fd96a21e0ba887a4181b5005b";

export default node;
