/**
 * @generated SignedSource<<58ba10185c233764f595fa6a80ba0cbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SocialPostAudience = "friends" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SocialPostCard_post$data = {
  readonly audience: SocialPostAudience;
  readonly author: {
    readonly avatarColor: string;
    readonly avatarLetter: string;
    readonly displayName: string;
    readonly profileId: string;
  };
  readonly commentCount: number;
  readonly createdAt: string;
  readonly editedAt: string | null | undefined;
  readonly hiddenByModerators: boolean;
  readonly id: string;
  readonly likeCount: number;
  readonly text: string;
  readonly viewerHasLiked: boolean;
  readonly viewerIsAuthor: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"SharedSnapshot_post">;
  readonly " $fragmentType": "SocialPostCard_post";
};
export type SocialPostCard_post$key = {
  readonly " $data"?: SocialPostCard_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialPostCard_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialPostCard_post",
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
      "kind": "ScalarField",
      "name": "hiddenByModerators",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharedSnapshot_post"
    }
  ],
  "type": "SocialPost",
  "abstractKey": null
};

(node as any).hash = "31e675a007eb6a94bf01f21bb047a5e9";

export default node;
