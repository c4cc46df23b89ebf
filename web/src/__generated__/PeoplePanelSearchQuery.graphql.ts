/**
 * @generated SignedSource<<f2c052d93ffc3293e9533f3a31aca19c>>
 * @relayHash d6e03f34ac760a87ca1289173b9b0c37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8f76f8518ccec0520f8c1eba9cb1360bc3f67fa76a3748bea7964e79dce92e9

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
    "id": "b8f76f8518ccec0520f8c1eba9cb1360bc3f67fa76a3748bea7964e79dce92e9",
    "metadata": {},
    "name": "PeoplePanelSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5a015438c5faaf7bc423528d1d1fecf";

export default node;
