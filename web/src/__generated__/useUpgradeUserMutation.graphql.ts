/**
 * @generated SignedSource<<3960070990a101c976bb23df192b1473>>
 * @relayHash d2545d7f1ed899935e8169e1e7b42322
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd7dbe4bd4aaa2591603fef161fa222ad9ff511f993ec0a8c2486477e5c5325a

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "active" | "canceled" | "none" | "past_due" | "paused" | "%future added value";
export type Tier = "free" | "pro" | "%future added value";
export type UpgradeUserInput = {
  adminNotes?: string | null | undefined;
  subscriptionStatus?: SubscriptionStatus;
  tier?: Tier;
  userId: string;
};
export type useUpgradeUserMutation$variables = {
  input: UpgradeUserInput;
};
export type useUpgradeUserMutation$data = {
  readonly upgradeUser: {
    readonly user: {
      readonly adminNotes: string | null | undefined;
      readonly email: string;
      readonly firstName: string;
      readonly id: string;
      readonly subscriptionStatus: SubscriptionStatus;
      readonly tier: Tier;
    };
  };
};
export type useUpgradeUserMutation = {
  response: useUpgradeUserMutation$data;
  variables: useUpgradeUserMutation$variables;
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
    "concreteType": "UpgradeUserPayload",
    "kind": "LinkedField",
    "name": "upgradeUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subscriptionStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "adminNotes",
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
    "name": "useUpgradeUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpgradeUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd7dbe4bd4aaa2591603fef161fa222ad9ff511f993ec0a8c2486477e5c5325a",
    "metadata": {},
    "name": "useUpgradeUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af97f9578ff180db227ed5c3f6e80423";

export default node;
