/**
 * @generated SignedSource<<01a0be62ff3d3c4ff60b999d4cc4f7eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddFoodDialogSearchQuery$variables = {
  query: string;
};
export type AddFoodDialogSearchQuery$data = {
  readonly foods: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FoodChoiceButton_food">;
      };
    }>;
  };
};
export type AddFoodDialogSearchQuery = {
  response: AddFoodDialogSearchQuery$data;
  variables: AddFoodDialogSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Variable",
    "name": "query",
    "variableName": "query"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddFoodDialogSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FoodConnection",
        "kind": "LinkedField",
        "name": "foods",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FoodEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Food",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FoodChoiceButton_food"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddFoodDialogSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FoodConnection",
        "kind": "LinkedField",
        "name": "foods",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FoodEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Food",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                        "name": "label",
                        "storageKey": null
                      },
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "68ed61028c0e81ca6de11d0fb6a605ca",
    "id": null,
    "metadata": {},
    "name": "AddFoodDialogSearchQuery",
    "operationKind": "query",
    "text": "query AddFoodDialogSearchQuery(\n  $query: String!\n) {\n  foods(query: $query, first: 20) {\n    edges {\n      node {\n        id\n        ...FoodChoiceButton_food\n      }\n    }\n  }\n}\n\nfragment FoodChoiceButton_food on Food {\n  id\n  name\n  displayName\n  brand\n  source\n  defaultPortion {\n    label\n    calories\n  }\n}\n"
  }
};
})();

(node as any).hash = "a46f3d9dab971e5e5374b11c10612a18";

export default node;
