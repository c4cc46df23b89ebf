/**
 * @generated SignedSource<<ebf3b1d3f02c5855cd129307b4cabd34>>
 * @relayHash 6a4b171be55e13d10a3b576902fa1d86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5df79eb57a47593195af4b37b59ee6e9fe9220546420c07c902d7be269239eaa

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmImportInput = {
  id: string;
};
export type useConfirmImportMutation$variables = {
  input: ConfirmImportInput;
};
export type useConfirmImportMutation$data = {
  readonly confirmImport: {
    readonly dataImport: {
      readonly alreadyImported: number | null | undefined;
      readonly id: string;
      readonly status: string;
      readonly written: number | null | undefined;
    };
  };
};
export type useConfirmImportMutation = {
  response: useConfirmImportMutation$data;
  variables: useConfirmImportMutation$variables;
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
    "concreteType": "DataImportPayload",
    "kind": "LinkedField",
    "name": "confirmImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DataImport",
        "kind": "LinkedField",
        "name": "dataImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "written",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alreadyImported",
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
    "name": "useConfirmImportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmImportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5df79eb57a47593195af4b37b59ee6e9fe9220546420c07c902d7be269239eaa",
    "metadata": {},
    "name": "useConfirmImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b69ce0708b910f7bcd95af72625378f5";

export default node;
