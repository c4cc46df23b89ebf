/**
 * @generated SignedSource<<1b0b3a79286724f608a3bde1cdd5c608>>
 * @relayHash 4119e50e769f05a740ddd0d64601424c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 363c44c9eb91b5eb260d7d71d473a561af189a711e5c74cb9a4eed104b87aa7a

import { ConcreteRequest } from 'relay-runtime';
export type SetSavedMealFavoriteInput = {
  isFavorite?: boolean | null | undefined;
  savedMealId: string;
};
export type useSavedMealMutationsFavoriteMutation$variables = {
  input: SetSavedMealFavoriteInput;
};
export type useSavedMealMutationsFavoriteMutation$data = {
  readonly setSavedMealFavorite: {
    readonly savedMeal: {
      readonly id: string;
      readonly isFavorite: boolean;
    };
  };
};
export type useSavedMealMutationsFavoriteMutation = {
  response: useSavedMealMutationsFavoriteMutation$data;
  variables: useSavedMealMutationsFavoriteMutation$variables;
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
    "concreteType": "SavedMealPayload",
    "kind": "LinkedField",
    "name": "setSavedMealFavorite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SavedMeal",
        "kind": "LinkedField",
        "name": "savedMeal",
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
            "name": "isFavorite",
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
    "name": "useSavedMealMutationsFavoriteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavedMealMutationsFavoriteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "363c44c9eb91b5eb260d7d71d473a561af189a711e5c74cb9a4eed104b87aa7a",
    "metadata": {},
    "name": "useSavedMealMutationsFavoriteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ea9ffea10cdbc4a4ec8dba74f6df6448";

export default node;
