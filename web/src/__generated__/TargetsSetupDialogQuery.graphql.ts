/**
 * @generated SignedSource<<c945fd1d861bee1f9f9d6ef5072a8acc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TargetsSetupDialogQuery$variables = Record<PropertyKey, never>;
export type TargetsSetupDialogQuery$data = {
  readonly viewer: {
    readonly nutritionTargets: {
      readonly calories: number;
      readonly carbs: number;
      readonly fat: number;
      readonly protein: number;
    };
    readonly user: {
      readonly weight: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MacroPreview_query">;
};
export type TargetsSetupDialogQuery = {
  response: TargetsSetupDialogQuery$data;
  variables: TargetsSetupDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
},
v1 = {
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TargetsSetupDialogQuery",
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
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileForm_user"
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MacroPreview_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TargetsSetupDialogQuery",
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
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gender",
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
                "name": "height",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "activityLevel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weightGoal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weightGoalTimeframe",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "healthGoals",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dietaryPreferences",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timezone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unitSystem",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "preferredAIModel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomMacroPreferences",
                "kind": "LinkedField",
                "name": "customMacroPreferences",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proteinAdjustment",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "carbAdjustment",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fatAdjustment",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c46cad62094b21490152b9dbbbb49d30",
    "id": null,
    "metadata": {},
    "name": "TargetsSetupDialogQuery",
    "operationKind": "query",
    "text": "query TargetsSetupDialogQuery {\n  viewer {\n    user {\n      weight\n      ...ProfileForm_user\n      id\n    }\n    nutritionTargets {\n      calories\n      protein\n      carbs\n      fat\n    }\n    id\n  }\n  ...MacroPreview_query\n}\n\nfragment MacroPreview_query on Query {\n  viewer {\n    nutritionTargets {\n      calories\n      protein\n      carbs\n      fat\n    }\n    id\n  }\n}\n\nfragment ProfileForm_user on User {\n  firstName\n  lastName\n  gender\n  dateOfBirth\n  weight\n  height\n  activityLevel\n  weightGoal\n  weightGoalTimeframe\n  healthGoals\n  dietaryPreferences\n  timezone\n  unitSystem\n  preferredAIModel\n  customMacroPreferences {\n    enabled\n    proteinAdjustment\n    carbAdjustment\n    fatAdjustment\n  }\n}\n"
  }
};
})();

(node as any).hash = "b94c9d0560994b6cbef0ccfad09ff42a";

export default node;
