/**
 * @generated SignedSource<<dd1a6813b3bb92fb54393044e4632600>>
 * @relayHash c7260d3cc96080169d3f7737408a9973
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c4a1c8001117682b85e9551418df64b4aaa50571851fdb9c6c0cde27d4fd01d

import { ConcreteRequest } from 'relay-runtime';
export type SocialChallengeIdInput = {
  challengeId: string;
};
export type useDeclineSocialChallengeMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SocialChallengeIdInput;
};
export type useDeclineSocialChallengeMutation$data = {
  readonly declineSocialChallenge: {
    readonly removedChallengeId: string;
  };
};
export type useDeclineSocialChallengeMutation = {
  response: useDeclineSocialChallengeMutation$data;
  variables: useDeclineSocialChallengeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedChallengeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeclineSocialChallengeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveSocialChallengePayload",
        "kind": "LinkedField",
        "name": "declineSocialChallenge",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeclineSocialChallengeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveSocialChallengePayload",
        "kind": "LinkedField",
        "name": "declineSocialChallenge",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedChallengeId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6c4a1c8001117682b85e9551418df64b4aaa50571851fdb9c6c0cde27d4fd01d",
    "metadata": {},
    "name": "useDeclineSocialChallengeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "78ab524da593da80b82e9142fc03846e";

export default node;
