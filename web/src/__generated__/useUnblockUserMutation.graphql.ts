/**
 * @generated SignedSource<<02e9fa3fac24476b8eeb347d62241f0c>>
 * @relayHash de1141160e72d9ce1c75e1a08f62bfcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0674600424bb22ae12449e5051a4ee7abb691bacc90b47a9d192353f9620bc52

import { ConcreteRequest } from 'relay-runtime';
export type SocialRelation = "friends" | "none" | "request_received" | "request_sent" | "self" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useUnblockUserMutation$variables = {
  input: SocialUserInput;
};
export type useUnblockUserMutation$data = {
  readonly unblockUser: {
    readonly profile: {
      readonly id: string;
      readonly relation: SocialRelation;
    } | null | undefined;
    readonly userId: string;
  };
};
export type useUnblockUserMutation = {
  response: useUnblockUserMutation$data;
  variables: useUnblockUserMutation$variables;
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
    "concreteType": "SocialProfilePayload",
    "kind": "LinkedField",
    "name": "unblockUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialProfile",
        "kind": "LinkedField",
        "name": "profile",
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
            "name": "relation",
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
    "name": "useUnblockUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnblockUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0674600424bb22ae12449e5051a4ee7abb691bacc90b47a9d192353f9620bc52",
    "metadata": {},
    "name": "useUnblockUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5e6d0026a64f280068fba040bd29cdb8";

export default node;
