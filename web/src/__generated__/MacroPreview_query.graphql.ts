/**
 * @generated SignedSource<<0974f1ccef95d33a39af2ae37c0cdc53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MacroPreview_query$data = {
  readonly viewer: {
    readonly nutritionTargets: {
      readonly calories: number;
      readonly carbs: number;
      readonly fat: number;
      readonly protein: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "MacroPreview_query";
};
export type MacroPreview_query$key = {
  readonly " $data"?: MacroPreview_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MacroPreview_query">;
};

import MacroPreviewRefetchQuery_graphql from './MacroPreviewRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "preview"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": MacroPreviewRefetchQuery_graphql
    }
  },
  "name": "MacroPreview_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "preview",
              "variableName": "preview"
            }
          ],
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "da0e246419dd06c785e8d47fcda36f34";

export default node;
