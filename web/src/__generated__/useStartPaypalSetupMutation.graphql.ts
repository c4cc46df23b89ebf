/**
 * @generated SignedSource<<e6b468d6f397de11dfd852ed39ed35a9>>
 * @relayHash 4780bd7bb4b0a0046be575748a042788
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e8342118e1434759d02a4fb8c97abc136ba45038e0a7a45b4376bf2bfda6662d

import { ConcreteRequest } from 'relay-runtime';
export type StartPaypalSetupInput = {
  idempotencyKey?: string | null | undefined;
};
export type useStartPaypalSetupMutation$variables = {
  input: StartPaypalSetupInput;
};
export type useStartPaypalSetupMutation$data = {
  readonly startPaypalSetup: {
    readonly clientSecret: string | null | undefined;
    readonly setupId: string;
  };
};
export type useStartPaypalSetupMutation = {
  response: useStartPaypalSetupMutation$data;
  variables: useStartPaypalSetupMutation$variables;
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
    "concreteType": "StartPaypalSetupPayload",
    "kind": "LinkedField",
    "name": "startPaypalSetup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "setupId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSecret",
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
    "name": "useStartPaypalSetupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartPaypalSetupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e8342118e1434759d02a4fb8c97abc136ba45038e0a7a45b4376bf2bfda6662d",
    "metadata": {},
    "name": "useStartPaypalSetupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4f9d1c0e70df99302e0e3484026fd40b";

export default node;
