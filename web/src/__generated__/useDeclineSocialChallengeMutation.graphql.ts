/**
 * @generated SignedSource<<a3ca1564bfbb3e8fd051f3a1451a3519>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "c7260d3cc96080169d3f7737408a9973",
    "id": null,
    "metadata": {},
    "name": "useDeclineSocialChallengeMutation",
    "operationKind": "mutation",
    "text": "mutation useDeclineSocialChallengeMutation(\n  $input: SocialChallengeIdInput!\n) {\n  declineSocialChallenge(input: $input) {\n    removedChallengeId\n  }\n}\n"
  }
};
})();

(node as any).hash = "78ab524da593da80b82e9142fc03846e";

export default node;
