/**
 * @generated SignedSource<<587f412e9c394f568ac68d272c244879>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SocialProfileVisibility = "friends" | "private" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrivacyCard_profile$data = {
  readonly bio: string | null | undefined;
  readonly displayName: string;
  readonly showProgress: boolean | null | undefined;
  readonly visibility: SocialProfileVisibility | null | undefined;
  readonly " $fragmentType": "PrivacyCard_profile";
};
export type PrivacyCard_profile$key = {
  readonly " $data"?: PrivacyCard_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivacyCard_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivacyCard_profile",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showProgress",
      "storageKey": null
    }
  ],
  "type": "SocialProfile",
  "abstractKey": null
};

(node as any).hash = "13983f046716b2b1dd674850310ee853";

export default node;
