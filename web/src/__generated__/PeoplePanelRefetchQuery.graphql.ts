/**
 * @generated SignedSource<<6cc31f4aff69912cab61f6923b837883>>
 * @relayHash 504207e279c208dcf19850ccaf933768
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d4344ab1e078a7aee7af0dcd7c69eed968cae6053f9f93dad2c714866dcaf13

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PeoplePanelRefetchQuery$variables = Record<PropertyKey, never>;
export type PeoplePanelRefetchQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"PeoplePanel_viewer">;
  } | null | undefined;
};
export type PeoplePanelRefetchQuery = {
  response: PeoplePanelRefetchQuery$data;
  variables: PeoplePanelRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
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
v3 = [
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
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PeoplePanelRefetchQuery",
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
            "name": "PeoplePanel_viewer"
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
    "name": "PeoplePanelRefetchQuery",
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
            "concreteType": "SocialProfileConnection",
            "kind": "LinkedField",
            "name": "friends",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "friends(first:100)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "SocialProfileConnection",
            "kind": "LinkedField",
            "name": "incomingFriendRequests",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "incomingFriendRequests(first:100)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SocialProfile",
            "kind": "LinkedField",
            "name": "blockedPeople",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "SocialProfileConnection",
            "kind": "LinkedField",
            "name": "outgoingFriendRequests",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "outgoingFriendRequests(first:100)"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3d4344ab1e078a7aee7af0dcd7c69eed968cae6053f9f93dad2c714866dcaf13",
    "metadata": {},
    "name": "PeoplePanelRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bf90bba000c091c2d89ac7c7bfefb37b";

export default node;
