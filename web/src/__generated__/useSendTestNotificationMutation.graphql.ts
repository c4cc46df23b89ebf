/**
 * @generated SignedSource<<9c527bbce569f89819991b5c8f8d4794>>
 * @relayHash 7d374631be5a7e6643086229caa2aa12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 768cb8ef9510f50903e9d3a10523796e76f7b95f7fa2ce53208708d9762cc5e7

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
    "id": "768cb8ef9510f50903e9d3a10523796e76f7b95f7fa2ce53208708d9762cc5e7",
    "metadata": {},
    "name": "useSendTestNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "58204e6cacd5e61bf0fdf0c683c9c73d";

export default node;
