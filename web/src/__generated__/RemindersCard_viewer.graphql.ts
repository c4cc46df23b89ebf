/**
 * @generated SignedSource<<ae33d8c27d818caa83a055b25cc419ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemindersCard_viewer$data = {
  readonly reminderSettings: {
    readonly dailyReminders: boolean;
    readonly deviceCount: number;
    readonly reminderTime: string;
    readonly timezone: string;
  };
  readonly " $fragmentType": "RemindersCard_viewer";
};
export type RemindersCard_viewer$key = {
  readonly " $data"?: RemindersCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemindersCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemindersCard_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "353a9aa81414ee89024c70700c3542b8";

export default node;
