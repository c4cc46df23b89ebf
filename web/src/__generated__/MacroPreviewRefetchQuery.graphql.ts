/**
 * @generated SignedSource<<218a466fad406903b6982f265e318cd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityLevel = "extra_active" | "lightly_active" | "moderately_active" | "sedentary" | "very_active" | "%future added value";
export type Gender = "female" | "male" | "%future added value";
export type UnitSystem = "imperial" | "metric" | "%future added value";
export type ProfileInput = {
  activityLevel?: ActivityLevel | null | undefined;
  customMacroPreferences?: CustomMacroPreferencesInput | null | undefined;
  dateOfBirth?: string | null | undefined;
  dietaryPreferences?: ReadonlyArray<string> | null | undefined;
  firstName?: string | null | undefined;
  gender?: Gender | null | undefined;
  healthGoals?: ReadonlyArray<string> | null | undefined;
  height?: number | null | undefined;
  lastName?: string | null | undefined;
  preferredAIModel?: string | null | undefined;
  timezone?: string | null | undefined;
  unitSystem?: UnitSystem | null | undefined;
  weight?: number | null | undefined;
  weightGoal?: number | null | undefined;
  weightGoalTimeframe?: number | null | undefined;
};
export type CustomMacroPreferencesInput = {
  carbAdjustment: number;
  enabled: boolean;
  fatAdjustment: number;
  proteinAdjustment: number;
};
export type MacroPreviewRefetchQuery$variables = {
  preview?: ProfileInput | null | undefined;
};
export type MacroPreviewRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MacroPreview_query">;
};
export type MacroPreviewRefetchQuery = {
  response: MacroPreviewRefetchQuery$data;
  variables: MacroPreviewRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "preview"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "preview",
    "variableName": "preview"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MacroPreviewRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "MacroPreview_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MacroPreviewRefetchQuery",
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
            "args": (v1/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "60862734de89ff1bacb00220a1a0a110",
    "id": null,
    "metadata": {},
    "name": "MacroPreviewRefetchQuery",
    "operationKind": "query",
    "text": "query MacroPreviewRefetchQuery(\n  $preview: ProfileInput\n) {\n  ...MacroPreview_query_LbG1U\n}\n\nfragment MacroPreview_query_LbG1U on Query {\n  viewer {\n    nutritionTargets(preview: $preview) {\n      calories\n      protein\n      carbs\n      fat\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "da0e246419dd06c785e8d47fcda36f34";

export default node;
