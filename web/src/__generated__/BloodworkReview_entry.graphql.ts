/**
 * @generated SignedSource<<138cdc14668c5bf035c978a3989a32a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BloodworkStatus = "confirmed" | "draft" | "%future added value";
export type LabValueEngine = "model" | "ocr" | "text" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BloodworkReview_entry$data = {
  readonly date: string;
  readonly id: string;
  readonly isDateMissing: boolean;
  readonly labValues: ReadonlyArray<{
    readonly foundBy: LabValueEngine;
    readonly marker: string;
    readonly needsReview: boolean;
    readonly printedName: string;
    readonly qualifier: string | null | undefined;
    readonly refHigh: number | null | undefined;
    readonly refLow: number | null | undefined;
    readonly refSource: string | null | undefined;
    readonly unit: string;
    readonly value: number;
  }>;
  readonly pdfFilename: string | null | undefined;
  readonly status: BloodworkStatus;
  readonly unmatched: ReadonlyArray<{
    readonly foundBy: LabValueEngine;
    readonly needsReview: boolean;
    readonly printedName: string;
    readonly qualifier: string | null | undefined;
    readonly refHigh: number | null | undefined;
    readonly refLow: number | null | undefined;
    readonly unit: string;
    readonly value: number;
  }>;
  readonly " $fragmentType": "BloodworkReview_entry";
};
export type BloodworkReview_entry$key = {
  readonly " $data"?: BloodworkReview_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"BloodworkReview_entry">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "printedName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "qualifier",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refLow",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refHigh",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "foundBy",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsReview",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BloodworkReview_entry",
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
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDateMissing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfFilename",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LabValue",
      "kind": "LinkedField",
      "name": "labValues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marker",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refSource",
          "storageKey": null
        },
        (v6/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UnmatchedLabValue",
      "kind": "LinkedField",
      "name": "unmatched",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "BloodworkEntry",
  "abstractKey": null
};
})();

(node as any).hash = "d890cd841305e43f5652df2d10c5c975";

export default node;
