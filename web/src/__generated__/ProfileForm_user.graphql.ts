/**
 * @generated SignedSource<<dd5dd2d3e249d75e41fa13fa1c567d05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityLevel = "extra_active" | "lightly_active" | "moderately_active" | "sedentary" | "very_active" | "%future added value";
export type Gender = "female" | "male" | "%future added value";
export type UnitSystem = "imperial" | "metric" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_user$data = {
  readonly activityLevel: ActivityLevel;
  readonly customMacroPreferences: {
    readonly carbAdjustment: number;
    readonly enabled: boolean;
    readonly fatAdjustment: number;
    readonly proteinAdjustment: number;
  };
  readonly dateOfBirth: string | null | undefined;
  readonly dietaryPreferences: ReadonlyArray<string>;
  readonly firstName: string;
  readonly gender: Gender | null | undefined;
  readonly healthGoals: ReadonlyArray<string>;
  readonly height: number | null | undefined;
  readonly lastName: string | null | undefined;
  readonly preferredAIModel: string;
  readonly timezone: string;
  readonly unitSystem: UnitSystem;
  readonly weight: number | null | undefined;
  readonly weightGoal: number | null | undefined;
  readonly weightGoalTimeframe: number | null | undefined;
  readonly " $fragmentType": "ProfileForm_user";
};
export type ProfileForm_user$key = {
  readonly " $data"?: ProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_user",
  "selections": [
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3318608599e218421c465874838d5d13";

export default node;
