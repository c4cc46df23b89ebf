/**
 * @generated SignedSource<<cd4c7235b2308cd320a0bae517737eab>>
 * @relayHash e0ef43db2ca3a6bde20b9815f4c192a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9451d3fa1d108637237523e99f31bdc0f642cdb0c64aecd66d1f7403ce3f531a

import { ConcreteRequest } from 'relay-runtime';
export type HideReportedSocialContentInput = {
  hidden?: boolean;
  reportId: string;
};
export type useHideReportedSocialContentMutation$variables = {
  input: HideReportedSocialContentInput;
};
export type useHideReportedSocialContentMutation$data = {
  readonly hideReportedSocialContent: {
    readonly report: {
      readonly id: string;
      readonly isContentHidden: boolean | null | undefined;
    };
  };
};
export type useHideReportedSocialContentMutation = {
  response: useHideReportedSocialContentMutation$data;
  variables: useHideReportedSocialContentMutation$variables;
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
    "concreteType": "HideReportedSocialContentPayload",
    "kind": "LinkedField",
    "name": "hideReportedSocialContent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AiContentReport",
        "kind": "LinkedField",
        "name": "report",
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
            "name": "isContentHidden",
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
    "name": "useHideReportedSocialContentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useHideReportedSocialContentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9451d3fa1d108637237523e99f31bdc0f642cdb0c64aecd66d1f7403ce3f531a",
    "metadata": {},
    "name": "useHideReportedSocialContentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fcf6627b45b8b09bc0db79f0c443aef";

export default node;
