/**
 * @generated SignedSource<<b284582acf5554244f4390b73c7ccdcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkAllSocialNotificationsReadInput = {
  before?: string | null | undefined;
};
export type useMarkAllSocialNotificationsReadMutation$variables = {
  input: MarkAllSocialNotificationsReadInput;
};
export type useMarkAllSocialNotificationsReadMutation$data = {
  readonly markAllSocialNotificationsRead: {
    readonly markedCount: number;
    readonly viewer: {
      readonly id: string;
      readonly unreadSocialNotificationCount: number;
    };
  };
};
export type useMarkAllSocialNotificationsReadMutation = {
  response: useMarkAllSocialNotificationsReadMutation$data;
  variables: useMarkAllSocialNotificationsReadMutation$variables;
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
    "concreteType": "MarkAllSocialNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markAllSocialNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "markedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "unreadSocialNotificationCount",
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
    "name": "useMarkAllSocialNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkAllSocialNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a35289e5ba7862300aa457fcc1c889df",
    "id": null,
    "metadata": {},
    "name": "useMarkAllSocialNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkAllSocialNotificationsReadMutation(\n  $input: MarkAllSocialNotificationsReadInput!\n) {\n  markAllSocialNotificationsRead(input: $input) {\n    markedCount\n    viewer {\n      id\n      unreadSocialNotificationCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4bc1ece1a6644f39bc71731a20714b08";

export default node;
