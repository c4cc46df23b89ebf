/**
 * @generated SignedSource<<5e4cd49e65331cd8868363fc0b22847a>>
 * @relayHash 037be0446cc911fa602169e7256e072a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cef3fab1e5166f668a4c08fdd35e7c484497e4effdb96c8c578ca5bc3a466aa

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
    "id": "9cef3fab1e5166f668a4c08fdd35e7c484497e4effdb96c8c578ca5bc3a466aa",
    "metadata": {},
    "name": "useAcceptDataDisclosureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cfa7884e0e92befbed243ed09b9f9f19";

export default node;
