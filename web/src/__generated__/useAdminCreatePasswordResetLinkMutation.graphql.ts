/**
 * @generated SignedSource<<8629007a412fa662e3b85957d529b7a7>>
 * @relayHash 14a9ac2029f3d3a35538732043df0efa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77d985df46751365c26093582c6d3b30125b80584562478b98841df88492b050

import { ConcreteRequest } from 'relay-runtime';
export type AdminCreatePasswordResetLinkInput = {
  userId: string;
};
export type useAdminCreatePasswordResetLinkMutation$variables = {
  input: AdminCreatePasswordResetLinkInput;
};
export type useAdminCreatePasswordResetLinkMutation$data = {
  readonly adminCreatePasswordResetLink: {
    readonly expiresAt: string;
    readonly resetUrl: string;
    readonly user: {
      readonly email: string;
      readonly firstName: string;
      readonly id: string;
    };
  };
};
export type useAdminCreatePasswordResetLinkMutation = {
  response: useAdminCreatePasswordResetLinkMutation$data;
  variables: useAdminCreatePasswordResetLinkMutation$variables;
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
    "concreteType": "AdminCreatePasswordResetLinkPayload",
    "kind": "LinkedField",
    "name": "adminCreatePasswordResetLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resetUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      },
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
    "name": "useAdminCreatePasswordResetLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminCreatePasswordResetLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "77d985df46751365c26093582c6d3b30125b80584562478b98841df88492b050",
    "metadata": {},
    "name": "useAdminCreatePasswordResetLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2b431bb8201616976b42a97e0487e636";

export default node;
