/**
 * @generated SignedSource<<7042cfa25e75f26d5756bb98282d138b>>
 * @relayHash 47b6af6bc0c41936b9081d28571063b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce674c5f6b777f4747069f139c4d52f41742465bcd46899560aaefb98e64ae5f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterPushTokenInput = {
  dailyReminders?: boolean | null | undefined;
  pushToken: string;
  reminderTime?: string | null | undefined;
  timezone?: string | null | undefined;
};
export type useRegisterPushTokenMutation$variables = {
  input: RegisterPushTokenInput;
};
export type useRegisterPushTokenMutation$data = {
  readonly registerPushToken: {
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"RemindersCard_viewer">;
    };
  };
};
export type useRegisterPushTokenMutation = {
  response: useRegisterPushTokenMutation$data;
  variables: useRegisterPushTokenMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterPushTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegisterPushTokenPayload",
        "kind": "LinkedField",
        "name": "registerPushToken",
        "plural": false,
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
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterPushTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegisterPushTokenPayload",
        "kind": "LinkedField",
        "name": "registerPushToken",
        "plural": false,
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ce674c5f6b777f4747069f139c4d52f41742465bcd46899560aaefb98e64ae5f",
    "metadata": {},
    "name": "useRegisterPushTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95bd3ef222f06103c01d4806d81cb294";

export default node;
