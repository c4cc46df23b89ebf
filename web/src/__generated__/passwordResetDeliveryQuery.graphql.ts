/**
 * @generated SignedSource<<453b5c0554d1290554b7d75ece5e2762>>
 * @relayHash 4f64439068e46282a2ba3206ed31b409
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8845ac16e3972c7144f8c8189d6db52d21b46997de2719c6586df3fc4524c0b4

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetDelivery = "ADMIN_LINK" | "EMAIL" | "%future added value";
export type passwordResetDeliveryQuery$variables = Record<PropertyKey, never>;
export type passwordResetDeliveryQuery$data = {
  readonly passwordResetDelivery: PasswordResetDelivery;
};
export type passwordResetDeliveryQuery = {
  response: passwordResetDeliveryQuery$data;
  variables: passwordResetDeliveryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "passwordResetDelivery",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "passwordResetDeliveryQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "passwordResetDeliveryQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8845ac16e3972c7144f8c8189d6db52d21b46997de2719c6586df3fc4524c0b4",
    "metadata": {},
    "name": "passwordResetDeliveryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f72f36f08563d72fed0b5b10fdfa558";

export default node;
