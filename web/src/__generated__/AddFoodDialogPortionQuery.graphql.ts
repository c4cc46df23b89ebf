/**
 * @generated SignedSource<<5f6b292e30fdc2d872226d77805cc3a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddFoodDialogPortionQuery$variables = {
  id: string;
};
export type AddFoodDialogPortionQuery$data = {
  readonly food: {
    readonly " $fragmentSpreads": FragmentRefs<"PortionPicker_food">;
  } | null | undefined;
};
export type AddFoodDialogPortionQuery = {
  response: AddFoodDialogPortionQuery$data;
  variables: AddFoodDialogPortionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddFoodDialogPortionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Food",
        "kind": "LinkedField",
        "name": "food",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PortionPicker_food"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddFoodDialogPortionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Food",
        "kind": "LinkedField",
        "name": "food",
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
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "brand",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DefaultPortion",
            "kind": "LinkedField",
            "name": "defaultPortion",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quantity",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortionUnit",
            "kind": "LinkedField",
            "name": "units",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gramsPerUnit",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NutritionFacts",
            "kind": "LinkedField",
            "name": "per100g",
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
    ]
  },
  "params": {
    "cacheID": "08c899f88f18d9c5067cae42db2b8f03",
    "id": null,
    "metadata": {},
    "name": "AddFoodDialogPortionQuery",
    "operationKind": "query",
    "text": "query AddFoodDialogPortionQuery(\n  $id: ID!\n) {\n  food(id: $id) {\n    ...PortionPicker_food\n    id\n  }\n}\n\nfragment PortionPicker_food on Food {\n  id\n  name\n  displayName\n  brand\n  source\n  defaultPortion {\n    quantity\n    unit\n  }\n  units {\n    unit\n    label\n    gramsPerUnit\n  }\n  per100g {\n    calories\n    protein\n    carbs\n    fat\n  }\n}\n"
  }
};
})();

(node as any).hash = "e07df09eeed765aad59e8e4164d1d528";

export default node;
