/**
 * @generated SignedSource<<dd66b52b3a6b13ba50ff7a478f71c036>>
 * @relayHash 2bb8f704df6f6f8f710c3e25be1e5430
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df11d3978238107e23e7468f5a6d4dd8b4834436786031aa13874239cdcef5f2

import { ConcreteRequest } from 'relay-runtime';
export type RecipeDetailsInput = {
  mealDescription?: string | null | undefined;
  mealName: string;
  modificationRequest?: string | null | undefined;
  previousModifications?: ReadonlyArray<string> | null | undefined;
};
export type RecipePanelQuery$variables = {
  input: RecipeDetailsInput;
};
export type RecipePanelQuery$data = {
  readonly recipeDetails: {
    readonly recipe: {
      readonly appliedRequests: ReadonlyArray<string>;
      readonly description: string;
      readonly id: string;
      readonly ingredients: ReadonlyArray<string>;
      readonly instructions: ReadonlyArray<string>;
      readonly modifications: ReadonlyArray<string>;
      readonly name: string;
      readonly nutritionPerServing: {
        readonly calories: number;
        readonly carbs: number;
        readonly fat: number;
        readonly protein: number;
      };
      readonly prepTime: number;
      readonly servings: number;
    };
  };
};
export type RecipePanelQuery = {
  response: RecipePanelQuery$data;
  variables: RecipePanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RecipeDetailsPayload",
    "kind": "LinkedField",
    "name": "recipeDetails",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Recipe",
        "kind": "LinkedField",
        "name": "recipe",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
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
            "name": "prepTime",
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
            "name": "instructions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "modifications",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "appliedRequests",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NutritionFacts",
            "kind": "LinkedField",
            "name": "nutritionPerServing",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipePanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipePanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "df11d3978238107e23e7468f5a6d4dd8b4834436786031aa13874239cdcef5f2",
    "metadata": {},
    "name": "RecipePanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6d1e5211e3cbad217207acb629d36e22";

export default node;
