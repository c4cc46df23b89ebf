/**
 * @generated SignedSource<<46c178acd86d2a8b2e5ad3cb2d5b9786>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a3e3b1f57927a9edfc1f4ac735e5c7f6",
    "id": null,
    "metadata": {},
    "name": "revokeSessionMutation",
    "operationKind": "mutation",
    "text": "mutation revokeSessionMutation {\n  logout {\n    revoked\n  }\n}\n"
  }
};
})();

(node as any).hash = "abb976088f00d584ad6555779b5c953c";

export default node;
