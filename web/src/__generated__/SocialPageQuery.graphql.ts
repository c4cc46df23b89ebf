/**
 * @generated SignedSource<<7c5ef8ff0479f39643e89c69762eaa07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialPageQuery$variables = Record<PropertyKey, never>;
export type SocialPageQuery$data = {
  readonly viewer: {
    readonly socialProfile: {
      readonly " $fragmentSpreads": FragmentRefs<"PrivacyCard_profile">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ChallengesPanel_viewer" | "PeoplePanel_viewer" | "SocialFeed_viewer">;
  } | null | undefined;
};
export type SocialPageQuery = {
  response: SocialPageQuery$data;
  variables: SocialPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarLetter",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarColor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v7 = {
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
v8 = {
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
},
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v11 = [
  (v1/*:: as any*/),
  (v10/*:: as any*/),
  (v0/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v12 = [
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
        "selections": (v11/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SocialPageQuery",
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
            "args": null,
            "concreteType": "SocialProfile",
            "kind": "LinkedField",
            "name": "socialProfile",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PrivacyCard_profile"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SocialFeed_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PeoplePanel_viewer"
          },
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
    "name": "SocialPageQuery",
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
            "args": null,
            "concreteType": "SocialProfile",
            "kind": "LinkedField",
            "name": "socialProfile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visibility",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "SocialPostConnection",
            "kind": "LinkedField",
            "name": "socialFeed",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SocialPostEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SocialPost",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "audience",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "editedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "likeCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "commentCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerHasLiked",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerIsAuthor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SocialAuthor",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          (v0/*:: as any*/),
                          (v3/*:: as any*/),
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SharedMeal",
                        "kind": "LinkedField",
                        "name": "meal",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "date",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mealType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "calories",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "proteinG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "carbsG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fatG",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "SharedMealItem",
                            "kind": "LinkedField",
                            "name": "items",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "name",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "socialFeed(first:10)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SocialFeed_socialFeed",
            "kind": "LinkedHandle",
            "name": "socialFeed"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "SocialProfileConnection",
            "kind": "LinkedField",
            "name": "friends",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "friends(first:100)"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "SocialProfileConnection",
            "kind": "LinkedField",
            "name": "incomingFriendRequests",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "incomingFriendRequests(first:100)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SocialProfile",
            "kind": "LinkedField",
            "name": "blockedPeople",
            "plural": true,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "SocialProfileConnection",
            "kind": "LinkedField",
            "name": "outgoingFriendRequests",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "outgoingFriendRequests(first:100)"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
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
                          (v0/*:: as any*/)
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
                              (v0/*:: as any*/),
                              (v3/*:: as any*/),
                              (v4/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "socialChallenges(first:20)"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ChallengesPanel_socialChallenges",
            "kind": "LinkedHandle",
            "name": "socialChallenges"
          },
          {
            "alias": "challengeFriends",
            "args": (v9/*:: as any*/),
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
                      (v10/*:: as any*/),
                      (v0/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "friends(first:100)"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f854deeab72a8cef823601246b7e4f43",
    "id": null,
    "metadata": {},
    "name": "SocialPageQuery",
    "operationKind": "query",
    "text": "query SocialPageQuery {\n  viewer {\n    socialProfile {\n      ...PrivacyCard_profile\n      id\n    }\n    ...SocialFeed_viewer\n    ...PeoplePanel_viewer\n    ...ChallengesPanel_viewer\n    id\n  }\n}\n\nfragment ChallengeCard_challenge on SocialChallenge {\n  id\n  title\n  kind\n  phase\n  startDate\n  endDate\n  totalDays\n  goalDays\n  viewerStatus\n  viewerIsCreator\n  participantCount\n  creator {\n    displayName\n  }\n  leaderboard {\n    rank\n    daysCounted\n    isViewer\n    person {\n      profileId\n      displayName\n      avatarLetter\n      avatarColor\n    }\n  }\n}\n\nfragment ChallengesPanel_viewer on Viewer {\n  socialChallenges(first: 20) {\n    edges {\n      node {\n        id\n        ...ChallengeCard_challenge\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  challengeFriends: friends(first: 100) {\n    edges {\n      node {\n        userId\n        displayName\n        id\n      }\n    }\n  }\n}\n\nfragment PeoplePanel_viewer on Viewer {\n  friends(first: 100) {\n    edges {\n      node {\n        id\n        userId\n        displayName\n        avatarLetter\n        avatarColor\n      }\n    }\n  }\n  incomingFriendRequests(first: 100) {\n    edges {\n      node {\n        id\n        userId\n        displayName\n        avatarLetter\n        avatarColor\n      }\n    }\n  }\n  blockedPeople {\n    id\n    userId\n    displayName\n    avatarLetter\n    avatarColor\n  }\n  outgoingFriendRequests(first: 100) {\n    edges {\n      node {\n        id\n        userId\n        displayName\n        avatarLetter\n        avatarColor\n      }\n    }\n  }\n}\n\nfragment PrivacyCard_profile on SocialProfile {\n  displayName\n  bio\n  visibility\n}\n\nfragment SocialFeed_viewer on Viewer {\n  socialFeed(first: 10) {\n    edges {\n      node {\n        id\n        ...SocialPostCard_post\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment SocialPostCard_post on SocialPost {\n  id\n  text\n  audience\n  createdAt\n  editedAt\n  likeCount\n  commentCount\n  viewerHasLiked\n  viewerIsAuthor\n  author {\n    displayName\n    avatarLetter\n    avatarColor\n  }\n  meal {\n    date\n    mealType\n    calories\n    proteinG\n    carbsG\n    fatG\n    items {\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee24192509a308d78244c83cb299b951";

export default node;
