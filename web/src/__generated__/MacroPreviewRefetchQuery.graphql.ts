/**
 * @generated SignedSource<<0bd907ef804f524728d6af02e58c9b7f>>
 * @relayHash 60862734de89ff1bacb00220a1a0a110
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 160b8c38578f09d67b3ccbc079a1043db4f76ce41fa5f8eb24727f3f2265ea75

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
    "id": "160b8c38578f09d67b3ccbc079a1043db4f76ce41fa5f8eb24727f3f2265ea75",
    "metadata": {},
    "name": "MacroPreviewRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da0e246419dd06c785e8d47fcda36f34";

export default node;
