/**
 * @generated SignedSource<<011c00a291d77e084476371cd7c12b6a>>
 * @relayHash a58bc31386981800fc94855419dae52a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a81b97c799ec07e8909f63567a95a69bee1916fc890eaedbb7e53e86d25f4c6b

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
    "id": "a81b97c799ec07e8909f63567a95a69bee1916fc890eaedbb7e53e86d25f4c6b",
    "metadata": {},
    "name": "useMarkSocialNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd2b39292d2dc4c18a237bf8aacda5d5";

export default node;
