/**
 * @generated SignedSource<<af74abf7915d71c2a1a1e49330178ed8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialRelation = "friends" | "none" | "request_received" | "request_sent" | "self" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useSendFriendRequestMutation$variables = {
  input: SocialUserInput;
};
export type useSendFriendRequestMutation$data = {
  readonly sendFriendRequest: {
    readonly profile: {
      readonly id: string;
      readonly relation: SocialRelation;
    } | null | undefined;
    readonly userId: string;
  };
};
export type useSendFriendRequestMutation = {
  response: useSendFriendRequestMutation$data;
  variables: useSendFriendRequestMutation$variables;
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
    "name": "sendFriendRequest",
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
    "name": "useSendFriendRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendFriendRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "330a98fbe6e2413f98cdd412d3bdd62a",
    "id": null,
    "metadata": {},
    "name": "useSendFriendRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useSendFriendRequestMutation(\n  $input: SocialUserInput!\n) {\n  sendFriendRequest(input: $input) {\n    userId\n    profile {\n      id\n      relation\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "800b8f985b32da5dcdc69ff87542ffc0";

export default node;
