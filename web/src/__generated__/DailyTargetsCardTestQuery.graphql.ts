/**
 * @generated SignedSource<<e23d648f5396830e3bd6021cefbb0bc0>>
 * @relayHash 5f2e32ff44f42aab63daab9dfb9a22a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID faf5b8de01c781ed0f1367300bebd528dc8524b910b2f1168d34e190c0a7de23

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyTargetsCardTestQuery$variables = Record<PropertyKey, never>;
export type DailyTargetsCardTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"DailyTargetsCard_viewer">;
  } | null | undefined;
};
export type DailyTargetsCardTestQuery = {
  response: DailyTargetsCardTestQuery$data;
  variables: DailyTargetsCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DailyTargetsCardTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "DailyTargetsCard_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DailyTargetsCardTestQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
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
                "name": "dateOfBirth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gender",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "faf5b8de01c781ed0f1367300bebd528dc8524b910b2f1168d34e190c0a7de23",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": (v1/*:: as any*/),
        "viewer.nutritionTargets": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NutritionTargets"
        },
        "viewer.nutritionTargets.calories": (v2/*:: as any*/),
        "viewer.nutritionTargets.carbs": (v2/*:: as any*/),
        "viewer.nutritionTargets.fat": (v2/*:: as any*/),
        "viewer.nutritionTargets.protein": (v2/*:: as any*/),
        "viewer.user": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "viewer.user.dateOfBirth": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "LocalDate"
        },
        "viewer.user.gender": {
          "enumValues": [
            "female",
            "male"
          ],
          "nullable": true,
          "plural": false,
          "type": "Gender"
        },
        "viewer.user.height": (v3/*:: as any*/),
        "viewer.user.id": (v1/*:: as any*/),
        "viewer.user.weight": (v3/*:: as any*/)
      }
    },
    "name": "DailyTargetsCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "159785ec9d61f7028f56195c6d940bff";

export default node;
