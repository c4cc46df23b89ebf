/**
 * @generated SignedSource<<2f2c921b3ff87e83c13570d43f03c6e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisType = "bloodwork" | "correlation" | "nutrition" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnalysisDetail_analysis$data = {
  readonly caveats: ReadonlyArray<string>;
  readonly createdAt: string;
  readonly disclaimer: string;
  readonly findings: ReadonlyArray<{
    readonly explanation: string;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"AnalysisFindingList_findings">;
  }>;
  readonly id: string;
  readonly markers: ReadonlyArray<{
    readonly flag: string | null | undefined;
    readonly key: string;
    readonly name: string;
    readonly previousDate: string | null | undefined;
    readonly previousValue: number | null | undefined;
    readonly refHigh: number | null | undefined;
    readonly refLow: number | null | undefined;
    readonly unit: string;
    readonly value: number;
  }>;
  readonly model: string;
  readonly modelUsed: string;
  readonly nutrients: ReadonlyArray<{
    readonly coverage: number;
    readonly dailyAverage: number;
    readonly key: string;
    readonly label: string;
    readonly limit: number | null | undefined;
    readonly reference: number | null | undefined;
    readonly target: number | null | undefined;
    readonly unit: string;
  }>;
  readonly secondOpinion: {
    readonly findings: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"AnalysisFindingList_findings">;
    }>;
    readonly model: string;
    readonly modelUsed: string;
    readonly summary: string;
  } | null | undefined;
  readonly summary: string;
  readonly type: AnalysisType;
  readonly window: {
    readonly days: number;
    readonly from: string;
    readonly loggedDays: number;
    readonly to: string;
  } | null | undefined;
  readonly " $fragmentType": "AnalysisDetail_analysis";
};
export type AnalysisDetail_analysis$key = {
  readonly " $data"?: AnalysisDetail_analysis$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalysisDetail_analysis">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "modelUsed",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v5 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "AnalysisFindingList_findings"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalysisDetail_analysis",
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disclaimer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caveats",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalysisWindow",
      "kind": "LinkedField",
      "name": "window",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loggedDays",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NutrientIntake",
      "kind": "LinkedField",
      "name": "nutrients",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dailyAverage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coverage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "target",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "limit",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarkerReading",
      "kind": "LinkedField",
      "name": "markers",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
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
          "name": "value",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refLow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refHigh",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "flag",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previousValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previousDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalysisFinding",
      "kind": "LinkedField",
      "name": "findings",
      "plural": true,
      "selections": [
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SecondOpinion",
      "kind": "LinkedField",
      "name": "secondOpinion",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AnalysisFinding",
          "kind": "LinkedField",
          "name": "findings",
          "plural": true,
          "selections": [
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Analysis",
  "abstractKey": null
};
})();

(node as any).hash = "7aa4bbf0b00e070462f1ca60ff76c512";

export default node;
