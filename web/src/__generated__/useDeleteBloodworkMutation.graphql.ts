/**
 * @generated SignedSource<<358671e06337d1ec6bec521adbac66eb>>
 * @relayHash 71055479b909faa3716e3a048f4e7bc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc64a4e5206943cf15afa26bfe72fc87b08e8a3b85ed5512bb70fdb7997ebb12

import { ConcreteRequest } from 'relay-runtime';
export type DeleteBloodworkInput = {
  id: string;
};
export type useDeleteBloodworkMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteBloodworkInput;
};
export type useDeleteBloodworkMutation$data = {
  readonly deleteBloodwork: {
    readonly deletedBloodworkEntryId: string;
  };
};
export type useDeleteBloodworkMutation = {
  response: useDeleteBloodworkMutation$data;
  variables: useDeleteBloodworkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedBloodworkEntryId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteBloodworkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteBloodworkPayload",
        "kind": "LinkedField",
        "name": "deleteBloodwork",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteBloodworkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteBloodworkPayload",
        "kind": "LinkedField",
        "name": "deleteBloodwork",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedBloodworkEntryId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dc64a4e5206943cf15afa26bfe72fc87b08e8a3b85ed5512bb70fdb7997ebb12",
    "metadata": {},
    "name": "useDeleteBloodworkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "852c49278da36b94b1a437827fb6ff98";

export default node;
