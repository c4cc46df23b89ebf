/**
 * @generated SignedSource<<793e150e975beb7f33ec856b1592a310>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisType = "bloodwork" | "correlation" | "nutrition" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnalysisHistoryItem_analysis$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly secondOpinionModel: string | null | undefined;
  readonly summary: string;
  readonly type: AnalysisType;
  readonly window: {
    readonly from: string;
    readonly to: string;
  } | null | undefined;
  readonly " $fragmentType": "AnalysisHistoryItem_analysis";
};
export type AnalysisHistoryItem_analysis$key = {
  readonly " $data"?: AnalysisHistoryItem_analysis$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalysisHistoryItem_analysis">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalysisHistoryItem_analysis",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondOpinionModel",
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Analysis",
  "abstractKey": null
};

(node as any).hash = "d2e18b27f420061c5f7efa0e70d6d741";

export default node;
