/**
 * @generated SignedSource<<5382cc8c0ee7a4682ff2bef339fff882>>
 * @relayHash 97ff799def066aea466ad1f761151c65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f70bd8ce27b24cb17ae6fbb23047f47d279a6479bbd569d0d7151f0bf4f596f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChallengesPanelTestQuery$variables = Record<PropertyKey, never>;
export type ChallengesPanelTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ChallengesPanel_viewer">;
  } | null | undefined;
};
export type ChallengesPanelTestQuery = {
  response: ChallengesPanelTestQuery$data;
  variables: ChallengesPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profileId",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "SocialAuthor"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChallengesPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChallengesPanel_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChallengesPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "SocialChallengeConnection",
            "kind": "LinkedField",
            "name": "socialChallenges",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SocialChallengeEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SocialChallenge",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phase",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totalDays",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "goalDays",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerStatus",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerIsCreator",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "participantCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SocialAuthor",
                        "kind": "LinkedField",
                        "name": "creator",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SocialAuthor",
                        "kind": "LinkedField",
                        "name": "pendingInvitees",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SocialChallengeEntry",
                        "kind": "LinkedField",
                        "name": "leaderboard",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rank",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "daysCounted",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isViewer",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "SocialAuthor",
                            "kind": "LinkedField",
                            "name": "person",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "avatarLetter",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "avatarColor",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "socialChallenges(first:20)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ChallengesPanel_socialChallenges",
            "kind": "LinkedHandle",
            "name": "socialChallenges"
          },
          {
            "alias": "challengeFriends",
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "SocialProfileConnection",
            "kind": "LinkedField",
            "name": "friends",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SocialProfileEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SocialProfile",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userId",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "friends(first:100)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SocialChallengeLimits",
            "kind": "LinkedField",
            "name": "socialChallengeLimits",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxDays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxFriends",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9f70bd8ce27b24cb17ae6fbb23047f47d279a6479bbd569d0d7151f0bf4f596f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.challengeFriends": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialProfileConnection"
        },
        "viewer.challengeFriends.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SocialProfileEdge"
        },
        "viewer.challengeFriends.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialProfile"
        },
        "viewer.challengeFriends.edges.node.displayName": (v4/*:: as any*/),
        "viewer.challengeFriends.edges.node.id": (v5/*:: as any*/),
        "viewer.challengeFriends.edges.node.userId": (v5/*:: as any*/),
        "viewer.id": (v5/*:: as any*/),
        "viewer.socialChallengeLimits": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialChallengeLimits"
        },
        "viewer.socialChallengeLimits.maxDays": (v6/*:: as any*/),
        "viewer.socialChallengeLimits.maxFriends": (v6/*:: as any*/),
        "viewer.socialChallenges": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialChallengeConnection"
        },
        "viewer.socialChallenges.__id": (v5/*:: as any*/),
        "viewer.socialChallenges.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SocialChallengeEdge"
        },
        "viewer.socialChallenges.edges.cursor": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialChallenge"
        },
        "viewer.socialChallenges.edges.node.__typename": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.creator": (v7/*:: as any*/),
        "viewer.socialChallenges.edges.node.creator.displayName": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.endDate": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.goalDays": (v6/*:: as any*/),
        "viewer.socialChallenges.edges.node.id": (v5/*:: as any*/),
        "viewer.socialChallenges.edges.node.kind": {
          "enumValues": [
            "log_every_day",
            "protein_target"
          ],
          "nullable": false,
          "plural": false,
          "type": "SocialChallengeKind"
        },
        "viewer.socialChallenges.edges.node.leaderboard": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "SocialChallengeEntry"
        },
        "viewer.socialChallenges.edges.node.leaderboard.daysCounted": (v6/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.isViewer": (v8/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person": (v7/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.avatarColor": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.avatarLetter": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.displayName": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.profileId": (v5/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.rank": (v6/*:: as any*/),
        "viewer.socialChallenges.edges.node.participantCount": (v6/*:: as any*/),
        "viewer.socialChallenges.edges.node.pendingInvitees": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "SocialAuthor"
        },
        "viewer.socialChallenges.edges.node.pendingInvitees.displayName": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.pendingInvitees.profileId": (v5/*:: as any*/),
        "viewer.socialChallenges.edges.node.phase": {
          "enumValues": [
            "active",
            "finished",
            "upcoming"
          ],
          "nullable": false,
          "plural": false,
          "type": "SocialChallengePhase"
        },
        "viewer.socialChallenges.edges.node.startDate": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.title": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.totalDays": (v6/*:: as any*/),
        "viewer.socialChallenges.edges.node.viewerIsCreator": (v8/*:: as any*/),
        "viewer.socialChallenges.edges.node.viewerStatus": {
          "enumValues": [
            "invited",
            "joined"
          ],
          "nullable": false,
          "plural": false,
          "type": "SocialChallengeMemberStatus"
        },
        "viewer.socialChallenges.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.socialChallenges.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.socialChallenges.pageInfo.hasNextPage": (v8/*:: as any*/)
      }
    },
    "name": "ChallengesPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f36f6f1dadf02ef0907b39126786e9a";

export default node;
