/**
 * @generated SignedSource<<c14d11e07b0814bb17573b6632b12e22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalysisFindingList_findings$data = ReadonlyArray<{
  readonly detail: string;
  readonly explanation: string;
  readonly foods: ReadonlyArray<{
    readonly amount: number;
    readonly name: string;
    readonly sharePercent: number;
    readonly unit: string;
  }>;
  readonly id: string;
  readonly kind: string;
  readonly severity: string;
  readonly suggestions: ReadonlyArray<{
    readonly amount: number;
    readonly foodId: string;
    readonly name: string;
    readonly percentOfReference: number;
    readonly portion: string;
    readonly unit: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "AnalysisFindingList_findings";
}>;
export type AnalysisFindingList_findings$key = ReadonlyArray<{
  readonly " $data"?: AnalysisFindingList_findings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalysisFindingList_findings">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AnalysisFindingList_findings",
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
      "name": "severity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "explanation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "detail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FoodContribution",
      "kind": "LinkedField",
      "name": "foods",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sharePercent",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FoodSuggestion",
      "kind": "LinkedField",
      "name": "suggestions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "foodId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "portion",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percentOfReference",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnalysisFinding",
  "abstractKey": null
};
})();

(node as any).hash = "0b470f7414c555f97baf46b471849bdf";

export default node;
