/**
 * @generated SignedSource<<eccc25cdb30b119c2ed27e74316cae15>>
 * @relayHash c463a00b6a3d3f5293f931713f98a548
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65d520f80e85072262eafe8b08ffa910bc4b18e281cb37689917e54ac8f1bb35

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteAccountMutation$variables = Record<PropertyKey, never>;
export type useDeleteAccountMutation$data = {
  readonly deleteAccount: {
    readonly deletedUserId: string;
  };
};
export type useDeleteAccountMutation = {
  response: useDeleteAccountMutation$data;
  variables: useDeleteAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DeleteAccountPayload",
    "kind": "LinkedField",
    "name": "deleteAccount",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteAccountMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDeleteAccountMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "65d520f80e85072262eafe8b08ffa910bc4b18e281cb37689917e54ac8f1bb35",
    "metadata": {},
    "name": "useDeleteAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6965adf44b8fc87c31ee64e504d023ea";

export default node;
