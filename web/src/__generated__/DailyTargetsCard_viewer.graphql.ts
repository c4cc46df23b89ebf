/**
 * @generated SignedSource<<e7f4003703d9d8c4b203deb016b9f8fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Gender = "female" | "male" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DailyTargetsCard_viewer$data = {
  readonly nutritionTargets: {
    readonly calories: number;
    readonly carbs: number;
    readonly fat: number;
    readonly protein: number;
  };
  readonly user: {
    readonly dateOfBirth: string | null | undefined;
    readonly gender: Gender | null | undefined;
    readonly height: number | null | undefined;
    readonly weight: number | null | undefined;
  };
  readonly " $fragmentType": "DailyTargetsCard_viewer";
};
export type DailyTargetsCard_viewer$key = {
  readonly " $data"?: DailyTargetsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyTargetsCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyTargetsCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NutritionTargets",
      "kind": "LinkedField",
      "name": "nutritionTargets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "calories",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "protein",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "carbs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fat",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateOfBirth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gender",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c7ba23b575a70778ed9d348450c3a0ff";

export default node;
