/**
 * @generated SignedSource<<11b343cd67e80b92e55e42128f4c8ed2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PeoplePanel_viewer$data = {
  readonly blockedPeople: ReadonlyArray<{
    readonly avatarColor: string;
    readonly avatarLetter: string;
    readonly displayName: string;
    readonly id: string;
    readonly userId: string;
  }>;
  readonly friends: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarColor: string;
        readonly avatarLetter: string;
        readonly displayName: string;
        readonly id: string;
        readonly userId: string;
      };
    }>;
  };
  readonly incomingFriendRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarColor: string;
        readonly avatarLetter: string;
        readonly displayName: string;
        readonly id: string;
        readonly userId: string;
      };
    }>;
  };
  readonly outgoingFriendRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarColor: string;
        readonly avatarLetter: string;
        readonly displayName: string;
        readonly id: string;
        readonly userId: string;
      };
    }>;
  };
  readonly " $fragmentType": "PeoplePanel_viewer";
};
export type PeoplePanel_viewer$key = {
  readonly " $data"?: PeoplePanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PeoplePanel_viewer">;
};

import PeoplePanelRefetchQuery_graphql from './PeoplePanelRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = [
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
    "name": "userId",
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
v2 = [
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
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": PeoplePanelRefetchQuery_graphql
    }
  },
  "name": "PeoplePanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "SocialProfileConnection",
      "kind": "LinkedField",
      "name": "friends",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": "friends(first:100)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "SocialProfileConnection",
      "kind": "LinkedField",
      "name": "incomingFriendRequests",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": "incomingFriendRequests(first:100)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialProfile",
      "kind": "LinkedField",
      "name": "blockedPeople",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "SocialProfileConnection",
      "kind": "LinkedField",
      "name": "outgoingFriendRequests",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": "outgoingFriendRequests(first:100)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "bf90bba000c091c2d89ac7c7bfefb37b";

export default node;
