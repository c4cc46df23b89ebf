/**
 * @generated SignedSource<<38a9e2f5883529f3fb4c2110ba8f1a50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SocialChallengeKind = "log_every_day" | "protein_target" | "%future added value";
export type SocialChallengeMemberStatus = "invited" | "joined" | "%future added value";
export type SocialChallengePhase = "active" | "finished" | "upcoming" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChallengeCard_challenge$data = {
  readonly creator: {
    readonly displayName: string;
  };
  readonly endDate: string;
  readonly goalDays: number;
  readonly id: string;
  readonly kind: SocialChallengeKind;
  readonly leaderboard: ReadonlyArray<{
    readonly daysCounted: number;
    readonly isViewer: boolean;
    readonly person: {
      readonly avatarColor: string;
      readonly avatarLetter: string;
      readonly displayName: string;
      readonly profileId: string;
    };
    readonly rank: number;
  }> | null | undefined;
  readonly participantCount: number;
  readonly pendingInvitees: ReadonlyArray<{
    readonly displayName: string;
    readonly profileId: string;
  }> | null | undefined;
  readonly phase: SocialChallengePhase;
  readonly startDate: string;
  readonly title: string;
  readonly totalDays: number;
  readonly viewerIsCreator: boolean;
  readonly viewerStatus: SocialChallengeMemberStatus;
  readonly " $fragmentType": "ChallengeCard_challenge";
};
export type ChallengeCard_challenge$key = {
  readonly " $data"?: ChallengeCard_challenge$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChallengeCard_challenge">;
};

const node: ReaderFragment = (function(){
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
  "name": "profileId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChallengeCard_challenge",
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
      "concreteType": "SocialAuthor",
      "kind": "LinkedField",
      "name": "pendingInvitees",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
            (v1/*:: as any*/),
            (v0/*:: as any*/),
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
    }
  ],
  "type": "SocialChallenge",
  "abstractKey": null
};
})();

(node as any).hash = "e0c9cd74ec78e145b75633509cb78fbe";

export default node;
