/**
 * @generated SignedSource<<d8de804ffba0b71d69320d81f05b2970>>
 * @relayHash 0097dbc69fec3a01d3e8d9f64a0b86cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea6269394ff4ae38992a00162d7246f5bd79ccdc56fddfdfd3f6d1c208a8a35e

import { ConcreteRequest } from 'relay-runtime';
export type SocialRelation = "friends" | "none" | "request_received" | "request_sent" | "self" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useCancelFriendRequestMutation$variables = {
  input: SocialUserInput;
};
export type useCancelFriendRequestMutation$data = {
  readonly cancelFriendRequest: {
    readonly profile: {
      readonly id: string;
      readonly relation: SocialRelation;
    } | null | undefined;
    readonly userId: string;
  };
};
export type useCancelFriendRequestMutation = {
  response: useCancelFriendRequestMutation$data;
  variables: useCancelFriendRequestMutation$variables;
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
    "name": "cancelFriendRequest",
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
    "name": "useCancelFriendRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelFriendRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ea6269394ff4ae38992a00162d7246f5bd79ccdc56fddfdfd3f6d1c208a8a35e",
    "metadata": {},
    "name": "useCancelFriendRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c67268bd48fe9aa4491003b49eab2cf9";

export default node;
