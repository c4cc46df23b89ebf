/**
 * @generated SignedSource<<236295aa2eb7aab272c1f0df6b9803ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AcceptDataDisclosureInput = {
  version: number;
};
export type useAcceptDataDisclosureMutation$variables = {
  input: AcceptDataDisclosureInput;
};
export type useAcceptDataDisclosureMutation$data = {
  readonly acceptDataDisclosure: {
    readonly dataDisclosure: {
      readonly isAccepted: boolean;
    };
  };
};
export type useAcceptDataDisclosureMutation = {
  response: useAcceptDataDisclosureMutation$data;
  variables: useAcceptDataDisclosureMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AcceptDataDisclosurePayload",
    "kind": "LinkedField",
    "name": "acceptDataDisclosure",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DataDisclosureStatusView",
        "kind": "LinkedField",
        "name": "dataDisclosure",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAccepted",
            "storageKey": null
          }
        ],
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
    "name": "useAcceptDataDisclosureMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptDataDisclosureMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "037be0446cc911fa602169e7256e072a",
    "id": null,
    "metadata": {},
    "name": "useAcceptDataDisclosureMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptDataDisclosureMutation(\n  $input: AcceptDataDisclosureInput!\n) {\n  acceptDataDisclosure(input: $input) {\n    dataDisclosure {\n      isAccepted\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cfa7884e0e92befbed243ed09b9f9f19";

export default node;
