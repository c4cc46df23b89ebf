/**
 * @generated SignedSource<<19a3336d839bee5a30111d3b2f3debab>>
 * @relayHash 8617753fba5e0f3791bc15484b4761f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5930ebe98e640314cc111471f39de2396650c2275d8eb692115fb897918c8e00

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellQuery$variables = Record<PropertyKey, never>;
export type NotificationBellQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly unreadSocialNotificationCount: number;
  } | null | undefined;
};
export type NotificationBellQuery = {
  response: NotificationBellQuery$data;
  variables: NotificationBellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5930ebe98e640314cc111471f39de2396650c2275d8eb692115fb897918c8e00",
    "metadata": {},
    "name": "NotificationBellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5eb08935b9b2603572f005c924279002";

export default node;
