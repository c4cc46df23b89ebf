/**
 * @generated SignedSource<<137bbe3e31f5e1a148d74bab225d508a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Tier = "free" | "pro" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UsageMeter_user$data = {
  readonly tier: Tier;
  readonly usage: {
    readonly aiAnalyses: number;
  };
  readonly usageLimits: {
    readonly aiAnalyses: number | null | undefined;
  };
  readonly " $fragmentType": "UsageMeter_user";
};
export type UsageMeter_user$key = {
  readonly " $data"?: UsageMeter_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsageMeter_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAnalyses",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UsageMeter_user",
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
      "concreteType": "Usage",
      "kind": "LinkedField",
      "name": "usage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UsageLimits",
      "kind": "LinkedField",
      "name": "usageLimits",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "d71898d5ce31c37915b6728b4a48000f";

export default node;
