/**
 * @generated SignedSource<<fd7ecbcbe60e8f1bf9ff55b54b28ec78>>
 * @relayHash f444ad62aff641fd0b2101274ef5b069
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f0f82c611b09de1d41b79530143dd352b9e44bb641a2f72090514af2a08f2a9

import { ConcreteRequest } from 'relay-runtime';
export type SocialRelation = "friends" | "none" | "request_received" | "request_sent" | "self" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useBlockUserMutation$variables = {
  input: SocialUserInput;
};
export type useBlockUserMutation$data = {
  readonly blockUser: {
    readonly profile: {
      readonly id: string;
      readonly relation: SocialRelation;
    } | null | undefined;
    readonly userId: string;
  };
};
export type useBlockUserMutation = {
  response: useBlockUserMutation$data;
  variables: useBlockUserMutation$variables;
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
    "name": "blockUser",
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
    "name": "useBlockUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBlockUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9f0f82c611b09de1d41b79530143dd352b9e44bb641a2f72090514af2a08f2a9",
    "metadata": {},
    "name": "useBlockUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "182dcfea02d8eca5be7bf7e79381c279";

export default node;
