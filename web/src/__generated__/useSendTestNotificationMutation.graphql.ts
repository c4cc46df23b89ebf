/**
 * @generated SignedSource<<5d73c99ea9e0f2efcbfda003260a8029>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSendTestNotificationMutation$variables = Record<PropertyKey, never>;
export type useSendTestNotificationMutation$data = {
  readonly sendTestNotification: {
    readonly delivered: number;
    readonly devices: number;
  };
};
export type useSendTestNotificationMutation = {
  response: useSendTestNotificationMutation$data;
  variables: useSendTestNotificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SendTestNotificationPayload",
    "kind": "LinkedField",
    "name": "sendTestNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devices",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "delivered",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendTestNotificationMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSendTestNotificationMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7d374631be5a7e6643086229caa2aa12",
    "id": null,
    "metadata": {},
    "name": "useSendTestNotificationMutation",
    "operationKind": "mutation",
    "text": "mutation useSendTestNotificationMutation {\n  sendTestNotification {\n    devices\n    delivered\n  }\n}\n"
  }
};
})();

(node as any).hash = "58204e6cacd5e61bf0fdf0c683c9c73d";

export default node;
