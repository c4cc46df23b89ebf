/**
 * @generated SignedSource<<c7d3a94076fc092c9f44c5c99bdc8f6b>>
 * @relayHash a3e3b1f57927a9edfc1f4ac735e5c7f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e0f73bc19f657694ffaebec5adf350e5fe6aee54926150af9a9da489cbe7fc8

import { ConcreteRequest } from 'relay-runtime';
export type revokeSessionMutation$variables = Record<PropertyKey, never>;
export type revokeSessionMutation$data = {
  readonly logout: {
    readonly revoked: boolean;
  };
};
export type revokeSessionMutation = {
  response: revokeSessionMutation$data;
  variables: revokeSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revoked",
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
    "name": "revokeSessionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "revokeSessionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6e0f73bc19f657694ffaebec5adf350e5fe6aee54926150af9a9da489cbe7fc8",
    "metadata": {},
    "name": "revokeSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abb976088f00d584ad6555779b5c953c";

export default node;
