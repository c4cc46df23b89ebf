/**
 * @generated SignedSource<<fa8902980812365c32fd6c9d1c87c604>>
 * @relayHash 0a81b8bc5590d6eb038ca7c2bac7adcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6334278ca364387cac08643c1e2f013651b89f822e7b7c8198b0ea34bdb9e91e

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTestUserInput = {
  userId: string;
};
export type useDeleteTestUserMutation$variables = {
  input: DeleteTestUserInput;
};
export type useDeleteTestUserMutation$data = {
  readonly deleteTestUser: {
    readonly deletedUserId: string;
  };
};
export type useDeleteTestUserMutation = {
  response: useDeleteTestUserMutation$data;
  variables: useDeleteTestUserMutation$variables;
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
    "concreteType": "DeleteAccountPayload",
    "kind": "LinkedField",
    "name": "deleteTestUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedUserId",
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
    "name": "useDeleteTestUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteTestUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6334278ca364387cac08643c1e2f013651b89f822e7b7c8198b0ea34bdb9e91e",
    "metadata": {},
    "name": "useDeleteTestUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "66983e172b180a87f9edbf0114db2247";

export default node;
