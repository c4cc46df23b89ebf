/**
 * @generated SignedSource<<42fb857c1009348fd8b86a41e05dfc68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantLoggedFood_item$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FoodLogItemRow_item">;
  readonly " $fragmentType": "AssistantLoggedFood_item";
};
export type AssistantLoggedFood_item$key = {
  readonly " $data"?: AssistantLoggedFood_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantLoggedFood_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantLoggedFood_item",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FoodLogItemRow_item"
    }
  ],
  "type": "FoodLogItem",
  "abstractKey": null
};

(node as any).hash = "da2e884af0054ca3501ca8f39107525b";

export default node;
