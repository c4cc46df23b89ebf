/**
 * @generated SignedSource<<370e57317035ca8cb7e95f3462b42ae0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "25bd12fad1ee23e9ea69499a24dc6e3f",
    "id": null,
    "metadata": {},
    "name": "useEnableRemindersKeyQuery",
    "operationKind": "query",
    "text": "query useEnableRemindersKeyQuery {\n  pushPublicKey\n}\n"
  }
};
})();

(node as any).hash = "4c3ec8feac976630682712995f95f0d8";

export default node;
