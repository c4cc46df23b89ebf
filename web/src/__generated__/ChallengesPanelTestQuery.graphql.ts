/**
 * @generated SignedSource<<fac75d1098ba7be6af0f5310d54af0fd>>
 * @relayHash e77ea930dc34455df79ab966e0fe456f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb6ca19db657c1aa60debedfc303d2cdd0ffbe8ffc09c7799a250ca78aa3d0fc

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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "SocialAuthor"
},
v7 = {
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "profileId",
                                "storageKey": null
                              },
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
    "id": "fb6ca19db657c1aa60debedfc303d2cdd0ffbe8ffc09c7799a250ca78aa3d0fc",
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
        "viewer.challengeFriends.edges.node.displayName": (v3/*:: as any*/),
        "viewer.challengeFriends.edges.node.id": (v4/*:: as any*/),
        "viewer.challengeFriends.edges.node.userId": (v4/*:: as any*/),
        "viewer.id": (v4/*:: as any*/),
        "viewer.socialChallengeLimits": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialChallengeLimits"
        },
        "viewer.socialChallengeLimits.maxDays": (v5/*:: as any*/),
        "viewer.socialChallengeLimits.maxFriends": (v5/*:: as any*/),
        "viewer.socialChallenges": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialChallengeConnection"
        },
        "viewer.socialChallenges.__id": (v4/*:: as any*/),
        "viewer.socialChallenges.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SocialChallengeEdge"
        },
        "viewer.socialChallenges.edges.cursor": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SocialChallenge"
        },
        "viewer.socialChallenges.edges.node.__typename": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.creator": (v6/*:: as any*/),
        "viewer.socialChallenges.edges.node.creator.displayName": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.endDate": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.goalDays": (v5/*:: as any*/),
        "viewer.socialChallenges.edges.node.id": (v4/*:: as any*/),
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
        "viewer.socialChallenges.edges.node.leaderboard.daysCounted": (v5/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.isViewer": (v7/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person": (v6/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.avatarColor": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.avatarLetter": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.displayName": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.person.profileId": (v4/*:: as any*/),
        "viewer.socialChallenges.edges.node.leaderboard.rank": (v5/*:: as any*/),
        "viewer.socialChallenges.edges.node.participantCount": (v5/*:: as any*/),
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
        "viewer.socialChallenges.edges.node.startDate": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.title": (v3/*:: as any*/),
        "viewer.socialChallenges.edges.node.totalDays": (v5/*:: as any*/),
        "viewer.socialChallenges.edges.node.viewerIsCreator": (v7/*:: as any*/),
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
        "viewer.socialChallenges.pageInfo.hasNextPage": (v7/*:: as any*/)
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
