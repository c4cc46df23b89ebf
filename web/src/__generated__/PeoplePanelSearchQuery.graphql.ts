/**
 * @generated SignedSource<<a8640cf283558d1b3e463d1c6726bedc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialRelation = "friends" | "none" | "request_received" | "request_sent" | "self" | "%future added value";
export type PeoplePanelSearchQuery$variables = {
  query: string;
};
export type PeoplePanelSearchQuery$data = {
  readonly searchPeople: ReadonlyArray<{
    readonly avatarColor: string;
    readonly avatarLetter: string;
    readonly displayName: string;
    readonly id: string;
    readonly relation: SocialRelation;
    readonly userId: string;
  }>;
};
export type PeoplePanelSearchQuery = {
  response: PeoplePanelSearchQuery$data;
  variables: PeoplePanelSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "SocialProfile",
    "kind": "LinkedField",
    "name": "searchPeople",
    "plural": true,
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "relation",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PeoplePanelSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PeoplePanelSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d6e03f34ac760a87ca1289173b9b0c37",
    "id": null,
    "metadata": {},
    "name": "PeoplePanelSearchQuery",
    "operationKind": "query",
    "text": "query PeoplePanelSearchQuery(\n  $query: String!\n) {\n  searchPeople(query: $query) {\n    id\n    userId\n    displayName\n    avatarLetter\n    avatarColor\n    relation\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5a015438c5faaf7bc423528d1d1fecf";

export default node;
