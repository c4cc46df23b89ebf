/**
 * @generated SignedSource<<3b8975a2ba7ef60fdf150542d46a0689>>
 * @relayHash 1852ab028003a54a86c6bb06f34f3195
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1665d1d74c88424e83c8315eb01296808a76347c1a5bc4cef7b9775579cc5fcb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PortionPickerTestQuery$variables = Record<PropertyKey, never>;
export type PortionPickerTestQuery$data = {
  readonly food: {
    readonly " $fragmentSpreads": FragmentRefs<"PortionPicker_food">;
  } | null | undefined;
};
export type PortionPickerTestQuery = {
  response: PortionPickerTestQuery$data;
  variables: PortionPickerTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "test"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PortionPickerTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
        "storageKey": "food(id:\"test\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PortionPickerTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
              (v1/*:: as any*/)
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
              (v1/*:: as any*/),
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
        "storageKey": "food(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "1665d1d74c88424e83c8315eb01296808a76347c1a5bc4cef7b9775579cc5fcb",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "food": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Food"
        },
        "food.brand": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "food.defaultPortion": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DefaultPortion"
        },
        "food.defaultPortion.quantity": (v2/*:: as any*/),
        "food.defaultPortion.unit": (v3/*:: as any*/),
        "food.displayName": (v3/*:: as any*/),
        "food.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "food.name": (v3/*:: as any*/),
        "food.per100g": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NutritionFacts"
        },
        "food.per100g.calories": (v2/*:: as any*/),
        "food.per100g.carbs": (v2/*:: as any*/),
        "food.per100g.fat": (v2/*:: as any*/),
        "food.per100g.protein": (v2/*:: as any*/),
        "food.source": (v3/*:: as any*/),
        "food.units": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PortionUnit"
        },
        "food.units.gramsPerUnit": (v2/*:: as any*/),
        "food.units.label": (v3/*:: as any*/),
        "food.units.unit": (v3/*:: as any*/)
      }
    },
    "name": "PortionPickerTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da9fd6d307cb361d6b350fff381ef83b";

export default node;
