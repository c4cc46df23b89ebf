/**
 * @generated SignedSource<<d8d234ab9714827176a0ba95a277eb34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodworkReview_entry$data = {
  readonly date: string;
  readonly id: string;
  readonly labValues: ReadonlyArray<{
    readonly marker: string;
    readonly printedName: string;
    readonly refHigh: number | null | undefined;
    readonly refLow: number | null | undefined;
    readonly refSource: string | null | undefined;
    readonly unit: string;
    readonly value: number;
  }>;
  readonly pdfFilename: string | null | undefined;
  readonly unmatched: ReadonlyArray<{
    readonly printedName: string;
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
  "name": "unit",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refLow",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refHigh",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refSource",
          "storageKey": null
        }
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
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "BloodworkEntry",
  "abstractKey": null
};
})();

(node as any).hash = "adaa34a1e75bc93bebd2599d71b674f4";

export default node;
