/**
 * @generated SignedSource<<4dbebd77607e7678776cbf2d87aba136>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrendCard_summary$data = {
  readonly averages: {
    readonly calories: number;
  };
  readonly daily: ReadonlyArray<{
    readonly calories: number;
    readonly date: string;
  }>;
  readonly loggedDays: number;
  readonly targets: {
    readonly calories: number;
  };
  readonly " $fragmentType": "TrendCard_summary";
};
export type TrendCard_summary$key = {
  readonly " $data"?: TrendCard_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrendCard_summary">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "calories",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrendCard_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loggedDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NutritionFacts",
      "kind": "LinkedField",
      "name": "averages",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NutritionTargets",
      "kind": "LinkedField",
      "name": "targets",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DayTotals",
      "kind": "LinkedField",
      "name": "daily",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FoodSummary",
  "abstractKey": null
};
})();

(node as any).hash = "0b2ebe97907807b9d724f9713706973d";

export default node;
