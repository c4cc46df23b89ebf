/**
 * @generated SignedSource<<2e343c49551f102fac4108352addb00c>>
 * @relayHash 22b422c8c68aa8d4f834d67933cc1059
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a59a3d39afc6a595fd8e3aff7172cb1543dadf585883aadfc1aa5d25525722f0

import { ConcreteRequest } from 'relay-runtime';
export type SocialRelation = "friends" | "none" | "request_received" | "request_sent" | "self" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useRemoveFriendMutation$variables = {
  input: SocialUserInput;
};
export type useRemoveFriendMutation$data = {
  readonly removeFriend: {
    readonly profile: {
      readonly id: string;
      readonly relation: SocialRelation;
    } | null | undefined;
    readonly userId: string;
  };
};
export type useRemoveFriendMutation = {
  response: useRemoveFriendMutation$data;
  variables: useRemoveFriendMutation$variables;
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
    "name": "removeFriend",
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
    "name": "useRemoveFriendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveFriendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a59a3d39afc6a595fd8e3aff7172cb1543dadf585883aadfc1aa5d25525722f0",
    "metadata": {},
    "name": "useRemoveFriendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "667ccbbf6427d0de7ffc49def8965302";

export default node;
