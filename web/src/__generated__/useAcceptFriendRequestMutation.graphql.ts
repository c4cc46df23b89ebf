/**
 * @generated SignedSource<<f0de08e5189a67324ff72fd0745560f4>>
 * @relayHash 2cfb5be46ab8565fcd4fbc4601830f96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 423cd74c639b527a8021040f54dd39bf74f0b12215aba3489160de663c498572

import { ConcreteRequest } from 'relay-runtime';
export type SocialRelation = "friends" | "none" | "request_received" | "request_sent" | "self" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useAcceptFriendRequestMutation$variables = {
  input: SocialUserInput;
};
export type useAcceptFriendRequestMutation$data = {
  readonly acceptFriendRequest: {
    readonly profile: {
      readonly id: string;
      readonly relation: SocialRelation;
    } | null | undefined;
    readonly userId: string;
  };
};
export type useAcceptFriendRequestMutation = {
  response: useAcceptFriendRequestMutation$data;
  variables: useAcceptFriendRequestMutation$variables;
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
    "name": "acceptFriendRequest",
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
    "name": "useAcceptFriendRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptFriendRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "423cd74c639b527a8021040f54dd39bf74f0b12215aba3489160de663c498572",
    "metadata": {},
    "name": "useAcceptFriendRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6a6f0c333bed128b5310d8040ace5868";

export default node;
