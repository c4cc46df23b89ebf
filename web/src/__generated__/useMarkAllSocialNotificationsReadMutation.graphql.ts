/**
 * @generated SignedSource<<2d3f102e9aadd7c1c618174c1a51e7c0>>
 * @relayHash a35289e5ba7862300aa457fcc1c889df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8ab434a9d922a8ce7cb0bb7afe9995b1c270e34429cc9ccb24ac1c4c711af63

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
    "id": "f8ab434a9d922a8ce7cb0bb7afe9995b1c270e34429cc9ccb24ac1c4c711af63",
    "metadata": {},
    "name": "useMarkAllSocialNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4bc1ece1a6644f39bc71731a20714b08";

export default node;
