/**
 * @generated SignedSource<<c8162bff0cd15f53446bb5fa24f635e3>>
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
export type useDeclineFriendRequestMutation$variables = {
  input: SocialUserInput;
};
export type useDeclineFriendRequestMutation$data = {
  readonly declineFriendRequest: {
    readonly profile: {
      readonly id: string;
      readonly relation: SocialRelation;
    } | null | undefined;
    readonly userId: string;
  };
};
export type useDeclineFriendRequestMutation = {
  response: useDeclineFriendRequestMutation$data;
  variables: useDeclineFriendRequestMutation$variables;
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
    "name": "declineFriendRequest",
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
    "name": "useDeclineFriendRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeclineFriendRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4f905845227eb9a3b0c2464dc73eb421",
    "id": null,
    "metadata": {},
    "name": "useDeclineFriendRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useDeclineFriendRequestMutation(\n  $input: SocialUserInput!\n) {\n  declineFriendRequest(input: $input) {\n    userId\n    profile {\n      id\n      relation\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84442567b00b9f0eeaec448e3620a301";

export default node;
