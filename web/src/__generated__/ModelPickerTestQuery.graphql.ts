/**
 * @generated SignedSource<<dbaec7624f7b7e4a2fdb9440ec41f8ef>>
 * @relayHash 884c44f7e9c7674ddf35152563da6f5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d6beac66bbf89f3b45a50fd21c49438b426c3bec7dc2b47fed8b9206451e91d

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
    "id": "3d6beac66bbf89f3b45a50fd21c49438b426c3bec7dc2b47fed8b9206451e91d",
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
    "text": null
  }
};
})();

(node as any).hash = "9f8257e470d591c63bc9ad258470528d";

export default node;
