/**
 * @generated SignedSource<<624f1affacdafa6fb5ba0917f3375da9>>
 * @relayHash 972a5c146437ca9748b0ef2e4c1fba67
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2222a5c61a7fbbe6fb812436a0670e3e67e04e410ceb3c536e61d73d9a71dda0

import { ConcreteRequest } from 'relay-runtime';
export type SocialChallengeIdInput = {
  challengeId: string;
};
export type useLeaveSocialChallengeMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SocialChallengeIdInput;
};
export type useLeaveSocialChallengeMutation$data = {
  readonly leaveSocialChallenge: {
    readonly removedChallengeId: string;
  };
};
export type useLeaveSocialChallengeMutation = {
  response: useLeaveSocialChallengeMutation$data;
  variables: useLeaveSocialChallengeMutation$variables;
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
    "name": "useLeaveSocialChallengeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveSocialChallengePayload",
        "kind": "LinkedField",
        "name": "leaveSocialChallenge",
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
    "name": "useLeaveSocialChallengeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveSocialChallengePayload",
        "kind": "LinkedField",
        "name": "leaveSocialChallenge",
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
    "id": "2222a5c61a7fbbe6fb812436a0670e3e67e04e410ceb3c536e61d73d9a71dda0",
    "metadata": {},
    "name": "useLeaveSocialChallengeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "016a608c1bbabc10329810c6e051843b";

export default node;
