/**
 * @generated SignedSource<<d6f3b16b4eb2ffef29547ef63a10b1f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
export type SocialMilestoneKind = "days_on_target" | "logging_streak" | "weight_change" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SharedSnapshot_post$data = {
  readonly meal: {
    readonly calories: number;
    readonly carbsG: number;
    readonly date: string;
    readonly fatG: number;
    readonly items: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly mealType: MealType;
    readonly proteinG: number;
  } | null | undefined;
  readonly sharedDay: {
    readonly calories: number;
    readonly carbsG: number;
    readonly date: string;
    readonly fatG: number;
    readonly proteinG: number;
    readonly targetCalories: number;
    readonly targetCarbsG: number;
    readonly targetFatG: number;
    readonly targetProteinG: number;
  } | null | undefined;
  readonly sharedMilestone: {
    readonly kind: SocialMilestoneKind;
    readonly outOf: number | null | undefined;
    readonly value: number;
  } | null | undefined;
  readonly sharedRecipe: {
    readonly calories: number;
    readonly carbsG: number;
    readonly fatG: number;
    readonly ingredients: ReadonlyArray<string>;
    readonly modifications: ReadonlyArray<string>;
    readonly name: string;
    readonly prepMinutes: number;
    readonly proteinG: number;
    readonly servings: number;
  } | null | undefined;
  readonly " $fragmentType": "SharedSnapshot_post";
};
export type SharedSnapshot_post$key = {
  readonly " $data"?: SharedSnapshot_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedSnapshot_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "calories",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proteinG",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carbsG",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fatG",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedSnapshot_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedMeal",
      "kind": "LinkedField",
      "name": "meal",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mealType",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SharedMealItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedDay",
      "kind": "LinkedField",
      "name": "sharedDay",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetCalories",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetProteinG",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetCarbsG",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetFatG",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedRecipe",
      "kind": "LinkedField",
      "name": "sharedRecipe",
      "plural": false,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "servings",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "prepMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ingredients",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "modifications",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedMilestone",
      "kind": "LinkedField",
      "name": "sharedMilestone",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outOf",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SocialPost",
  "abstractKey": null
};
})();

(node as any).hash = "c5fcb4f3b8434d5295035a24c28a8016";

export default node;
