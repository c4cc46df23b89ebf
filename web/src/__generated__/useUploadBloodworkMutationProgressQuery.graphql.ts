/**
 * @generated SignedSource<<3f0991eb362b107f463e822bf19ce12c>>
 * @relayHash d4e03983ab50ca7beb9e52bf238cc0f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18c6aa601a0e134d523a6952a4f7de1a698eef5409919a1f10ea3bf39cce43fe

import { ConcreteRequest } from 'relay-runtime';
export type useUploadBloodworkMutationProgressQuery$variables = {
  uploadId: string;
};
export type useUploadBloodworkMutationProgressQuery$data = {
  readonly viewer: {
    readonly bloodworkUploadProgress: {
      readonly pagesDone: number;
      readonly pagesTotal: number;
    } | null | undefined;
  } | null | undefined;
};
export type useUploadBloodworkMutationProgressQuery = {
  response: useUploadBloodworkMutationProgressQuery$data;
  variables: useUploadBloodworkMutationProgressQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uploadId"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "uploadId",
      "variableName": "uploadId"
    }
  ],
  "concreteType": "BloodworkUploadProgress",
  "kind": "LinkedField",
  "name": "bloodworkUploadProgress",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pagesDone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pagesTotal",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUploadBloodworkMutationProgressQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadBloodworkMutationProgressQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "18c6aa601a0e134d523a6952a4f7de1a698eef5409919a1f10ea3bf39cce43fe",
    "metadata": {},
    "name": "useUploadBloodworkMutationProgressQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7935adb57fececaaf867f54cea8235c9";

export default node;
