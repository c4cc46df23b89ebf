/**
 * @generated SignedSource<<5a42d90038d67e1d20e919da48d994fa>>
 * @relayHash 82d08165d82e66f0addceb2db4ede2b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a69cafb30733bedb4683110c14cff911ba18d358081ac15e849dd6e7e378518a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateReminderSettingsInput = {
  dailyReminders: boolean;
  reminderTime: string;
  timezone: string;
};
export type useUpdateReminderSettingsMutation$variables = {
  input: UpdateReminderSettingsInput;
};
export type useUpdateReminderSettingsMutation$data = {
  readonly updateReminderSettings: {
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"RemindersCard_viewer">;
    };
  };
};
export type useUpdateReminderSettingsMutation = {
  response: useUpdateReminderSettingsMutation$data;
  variables: useUpdateReminderSettingsMutation$variables;
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
    "name": "useUpdateReminderSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegisterPushTokenPayload",
        "kind": "LinkedField",
        "name": "updateReminderSettings",
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
    "name": "useUpdateReminderSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegisterPushTokenPayload",
        "kind": "LinkedField",
        "name": "updateReminderSettings",
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
    "id": "a69cafb30733bedb4683110c14cff911ba18d358081ac15e849dd6e7e378518a",
    "metadata": {},
    "name": "useUpdateReminderSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "51e4ff18bd350dd960511860fcb1a6c2";

export default node;
