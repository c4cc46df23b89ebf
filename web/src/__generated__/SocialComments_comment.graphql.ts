/**
 * @generated SignedSource<<ff4bd22371f699b9cf70563c08f74af7>>
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

(node as any).hash = "0aec1773ae576623407bfc36dc743f8c";

export default node;
