/**
 * @generated SignedSource<<fa5cfea5f920f875d795e55f2a3c0850>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialComments_comment$data = {
  readonly author: {
    readonly displayName: string;
  };
  readonly hiddenByModerators: boolean;
  readonly id: string;
  readonly text: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "SocialComments_comment";
};
export type SocialComments_comment$key = {
  readonly " $data"?: SocialComments_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialComments_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialComments_comment",
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
      "name": "viewerCanDelete",
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
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SocialComment",
  "abstractKey": null
};

(node as any).hash = "ef8e04f63f7493e6755e10d6dcea514e";

export default node;
