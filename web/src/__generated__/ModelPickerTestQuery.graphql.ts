/**
 * @generated SignedSource<<84e4d147edb4d1f7b90f9da49e25c635>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ModelPickerTestQuery$variables = Record<PropertyKey, never>;
export type ModelPickerTestQuery$data = {
  readonly aiModels: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ModelPicker_models">;
  }>;
};
export type ModelPickerTestQuery = {
  response: ModelPickerTestQuery$data;
  variables: ModelPickerTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ModelPickerTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AIModel",
        "kind": "LinkedField",
        "name": "aiModels",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ModelPicker_models"
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
    "name": "ModelPickerTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AIModel",
        "kind": "LinkedField",
        "name": "aiModels",
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
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAllowed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "884c44f7e9c7674ddf35152563da6f5a",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "aiModels": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AIModel"
        },
        "aiModels.id": (v0/*:: as any*/),
        "aiModels.isAllowed": (v1/*:: as any*/),
        "aiModels.isDefault": (v1/*:: as any*/),
        "aiModels.label": (v0/*:: as any*/),
        "aiModels.provider": (v0/*:: as any*/),
        "aiModels.tier": {
          "enumValues": [
            "free",
            "pro"
          ],
          "nullable": false,
          "plural": false,
          "type": "Tier"
        }
      }
    },
    "name": "ModelPickerTestQuery",
    "operationKind": "query",
    "text": "query ModelPickerTestQuery {\n  aiModels {\n    ...ModelPicker_models\n  }\n}\n\nfragment ModelPicker_models on AIModel {\n  id\n  label\n  isAllowed\n  isDefault\n  tier\n  provider\n}\n"
  }
};
})();

(node as any).hash = "9f8257e470d591c63bc9ad258470528d";

export default node;
