/**
 * @generated SignedSource<<c6949b560071e53dea32e74919f6dada>>
 * @relayHash 557821169be65d5fc32253a134009734
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f824fddf5153d7df8e3a98b88525fb1c42e9ad26f417a56b60346afdf96bf18f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemindersCardTestQuery$variables = Record<PropertyKey, never>;
export type RemindersCardTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"RemindersCard_viewer">;
  } | null | undefined;
};
export type RemindersCardTestQuery = {
  response: RemindersCardTestQuery$data;
  variables: RemindersCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "RemindersCardTestQuery",
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
            "name": "RemindersCard_viewer"
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
    "name": "RemindersCardTestQuery",
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
            "concreteType": "ReminderSettingsView",
            "kind": "LinkedField",
            "name": "reminderSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dailyReminders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reminderTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timezone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deviceCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f824fddf5153d7df8e3a98b88525fb1c42e9ad26f417a56b60346afdf96bf18f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.reminderSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ReminderSettingsView"
        },
        "viewer.reminderSettings.dailyReminders": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.reminderSettings.deviceCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.reminderSettings.reminderTime": (v0/*:: as any*/),
        "viewer.reminderSettings.timezone": (v0/*:: as any*/)
      }
    },
    "name": "RemindersCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ed843e83f8b6b6b7e0b34ed5c1812c9f";

export default node;
