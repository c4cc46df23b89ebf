/**
 * @generated SignedSource<<0d4a1153224db7bf0cd02640cbeded43>>
 * @relayHash 90b250d35b179c9af5d9dfcc17053844
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c155704cdbd4b0c6cc69ddd9851c4e1e38fdf26afcbde00df84d3c4883e360b

import { ConcreteRequest } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
export type LogAssistantRecipeInput = {
  clientTime?: string | null | undefined;
  date: string;
  mealName: string;
  mealType?: MealType | null | undefined;
  modifications?: ReadonlyArray<string> | null | undefined;
};
export type useLogAssistantRecipeMutation$variables = {
  input: LogAssistantRecipeInput;
};
export type useLogAssistantRecipeMutation$data = {
  readonly logAssistantRecipe: {
    readonly date: string;
    readonly loggedFood: ReadonlyArray<{
      readonly id: string;
      readonly nutrition: {
        readonly calories: number;
      };
    }>;
    readonly mealType: MealType;
  };
};
export type useLogAssistantRecipeMutation = {
  response: useLogAssistantRecipeMutation$data;
  variables: useLogAssistantRecipeMutation$variables;
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
    "concreteType": "LogAssistantRecipePayload",
    "kind": "LinkedField",
    "name": "logAssistantRecipe",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mealType",
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
        "concreteType": "FoodLogItem",
        "kind": "LinkedField",
        "name": "loggedFood",
        "plural": true,
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
            "concreteType": "NutritionFacts",
            "kind": "LinkedField",
            "name": "nutrition",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "calories",
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
    "name": "useLogAssistantRecipeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLogAssistantRecipeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c155704cdbd4b0c6cc69ddd9851c4e1e38fdf26afcbde00df84d3c4883e360b",
    "metadata": {},
    "name": "useLogAssistantRecipeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3d9d406341097921c9f8a5768ff21cc1";

export default node;
