/**
 * @generated SignedSource<<67dc60c8fd5bcdb79837da959bcf3290>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkSocialNotificationReadInput = {
  notificationId: string;
};
export type useMarkSocialNotificationReadMutation$variables = {
  input: MarkSocialNotificationReadInput;
};
export type useMarkSocialNotificationReadMutation$data = {
  readonly markSocialNotificationRead: {
    readonly notification: {
      readonly id: string;
      readonly isRead: boolean;
    };
    readonly viewer: {
      readonly id: string;
      readonly unreadSocialNotificationCount: number;
    };
  };
};
export type useMarkSocialNotificationReadMutation = {
  response: useMarkSocialNotificationReadMutation$data;
  variables: useMarkSocialNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkSocialNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markSocialNotificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialNotification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadSocialNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkSocialNotificationReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkSocialNotificationReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a58bc31386981800fc94855419dae52a",
    "id": null,
    "metadata": {},
    "name": "useMarkSocialNotificationReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkSocialNotificationReadMutation(\n  $input: MarkSocialNotificationReadInput!\n) {\n  markSocialNotificationRead(input: $input) {\n    notification {\n      id\n      isRead\n    }\n    viewer {\n      id\n      unreadSocialNotificationCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd2b39292d2dc4c18a237bf8aacda5d5";

export default node;
