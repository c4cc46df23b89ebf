/**
 * @generated SignedSource<<7885c16fbd016361ba75ffedace57d7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealType = "breakfast" | "dinner" | "lunch" | "snack" | "%future added value";
export type SocialPostAudience = "friends" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SocialPostCard_post$data = {
  readonly audience: SocialPostAudience;
  readonly author: {
    readonly avatarColor: string;
    readonly avatarLetter: string;
    readonly displayName: string;
  };
  readonly commentCount: number;
  readonly createdAt: string;
  readonly editedAt: string | null | undefined;
  readonly id: string;
  readonly likeCount: number;
  readonly meal: {
    readonly calories: number;
    readonly carbsG: number;
    readonly date: string;
    readonly fatG: number;
    readonly items: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly mealType: MealType;
    readonly proteinG: number;
  } | null | undefined;
  readonly text: string;
  readonly viewerHasLiked: boolean;
  readonly viewerIsAuthor: boolean;
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
      "concreteType": "SocialAuthor",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
    }
  ],
  "type": "SocialPost",
  "abstractKey": null
};

(node as any).hash = "dcabf1ae606732acc4db6851b124bd92";

export default node;
