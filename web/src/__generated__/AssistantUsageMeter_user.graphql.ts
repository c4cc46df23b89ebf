/**
 * @generated SignedSource<<b542bffc04aa7984191634023c63ce2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Tier = "free" | "pro" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssistantUsageMeter_user$data = {
  readonly tier: Tier;
  readonly usage: {
    readonly aiAssistantMessages: number;
  };
  readonly usageLimits: {
    readonly aiAssistantMessages: number | null | undefined;
  };
  readonly " $fragmentType": "AssistantUsageMeter_user";
};
export type AssistantUsageMeter_user$key = {
  readonly " $data"?: AssistantUsageMeter_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantUsageMeter_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAssistantMessages",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantUsageMeter_user",
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

(node as any).hash = "57c528733f098d107088b852289935ff";

export default node;
