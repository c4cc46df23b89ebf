/**
 * @generated SignedSource<<a8722556509ac034b36e41edb19126a4>>
 * @relayHash c3c7f7edab45c2828e228585f047ab6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7afdbdb32c91d444cc162290ed38968d58d27c4ed73a5474e1986cf22997e833

import { ConcreteRequest } from 'relay-runtime';
export type AiProvidersNoteQuery$variables = Record<PropertyKey, never>;
export type AiProvidersNoteQuery$data = {
  readonly aiModels: ReadonlyArray<{
    readonly available: boolean;
    readonly id: string;
    readonly label: string;
    readonly setupHint: string | null | undefined;
  }>;
};
export type AiProvidersNoteQuery = {
  response: AiProvidersNoteQuery$data;
  variables: AiProvidersNoteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "includeUnavailable",
        "value": true
      }
    ],
    "concreteType": "AIModel",
    "kind": "LinkedField",
    "name": "aiModels",
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
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "setupHint",
        "storageKey": null
      }
    ],
    "storageKey": "aiModels(includeUnavailable:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AiProvidersNoteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AiProvidersNoteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7afdbdb32c91d444cc162290ed38968d58d27c4ed73a5474e1986cf22997e833",
    "metadata": {},
    "name": "AiProvidersNoteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3036518ef7e7780bca077adef5ebd9a3";

export default node;
