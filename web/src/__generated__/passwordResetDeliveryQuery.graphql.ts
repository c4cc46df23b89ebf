/**
 * @generated SignedSource<<bf106e87020925f9eb56b2d9b3974559>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4f64439068e46282a2ba3206ed31b409",
    "id": null,
    "metadata": {},
    "name": "passwordResetDeliveryQuery",
    "operationKind": "query",
    "text": "query passwordResetDeliveryQuery {\n  passwordResetDelivery\n}\n"
  }
};
})();

(node as any).hash = "7f72f36f08563d72fed0b5b10fdfa558";

export default node;
