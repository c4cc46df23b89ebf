/**
 * @generated SignedSource<<7b056b22e371481e4768b56859706f6a>>
 * @relayHash 25bd12fad1ee23e9ea69499a24dc6e3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5dd7febe0d6a2f4ae186ae7210b66356387c1b1accbf83036d2bbcde72dfaba1

import { ConcreteRequest } from 'relay-runtime';
export type useEnableRemindersKeyQuery$variables = Record<PropertyKey, never>;
export type useEnableRemindersKeyQuery$data = {
  readonly pushPublicKey: string;
};
export type useEnableRemindersKeyQuery = {
  response: useEnableRemindersKeyQuery$data;
  variables: useEnableRemindersKeyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pushPublicKey",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEnableRemindersKeyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useEnableRemindersKeyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5dd7febe0d6a2f4ae186ae7210b66356387c1b1accbf83036d2bbcde72dfaba1",
    "metadata": {},
    "name": "useEnableRemindersKeyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4c3ec8feac976630682712995f95f0d8";

export default node;
