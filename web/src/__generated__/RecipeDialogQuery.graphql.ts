/**
 * @generated SignedSource<<436f9a5746e36c71c604ed5e50be85b1>>
 * @relayHash 088a507829787a38ddc59daa56ad8002
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 117d014c4a82e1bc93efc0c1c1729daa9be0cd60f57eab1a8c53c0161f56540b

import { ConcreteRequest } from 'relay-runtime';
export type RecipeDetailsInput = {
  mealDescription?: string | null | undefined;
  mealName: string;
  modificationRequest?: string | null | undefined;
  previousModifications?: ReadonlyArray<string> | null | undefined;
};
export type RecipeDialogQuery$variables = {
  input: RecipeDetailsInput;
};
export type RecipeDialogQuery$data = {
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
export type RecipeDialogQuery = {
  response: RecipeDialogQuery$data;
  variables: RecipeDialogQuery$variables;
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
    "name": "RecipeDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipeDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "117d014c4a82e1bc93efc0c1c1729daa9be0cd60f57eab1a8c53c0161f56540b",
    "metadata": {},
    "name": "RecipeDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4267caa152d447b0dd8fbea0872344cc";

export default node;
