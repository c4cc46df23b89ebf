/**
 * @generated SignedSource<<569307e4f9b9253cce7e6fb82ee4111e>>
 * @relayHash f3cd3ae9ad33c473d5f15ed96059bacc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8790dc2ec8242fb67c29d30ed222a908367d491e9c82c64f1341524fce414fa

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "user" | "%future added value";
export type SetUserRoleInput = {
  role: Role;
  userId: string;
};
export type useSetUserRoleMutation$variables = {
  input: SetUserRoleInput;
};
export type useSetUserRoleMutation$data = {
  readonly setUserRole: {
    readonly user: {
      readonly id: string;
      readonly role: Role;
    };
  };
};
export type useSetUserRoleMutation = {
  response: useSetUserRoleMutation$data;
  variables: useSetUserRoleMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetUserRolePayload",
    "kind": "LinkedField",
    "name": "setUserRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "role",
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
    "name": "useSetUserRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetUserRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b8790dc2ec8242fb67c29d30ed222a908367d491e9c82c64f1341524fce414fa",
    "metadata": {},
    "name": "useSetUserRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4b258c67b140e3bdf189689e8b3fc086";

export default node;
