/**
 * @generated SignedSource<<7e4974fd264f77ca0dcad009fde2681c>>
 * @relayHash 1d115a575562a11103114a2badca969e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24160a2145e63b2e84f3c1b0b16edd2409ecd313d41be4a34954d4968305b414

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityLevel = "extra_active" | "lightly_active" | "moderately_active" | "sedentary" | "very_active" | "%future added value";
export type Gender = "female" | "male" | "%future added value";
export type UnitSystem = "imperial" | "metric" | "%future added value";
export type RegisterInput = {
  activityLevel?: ActivityLevel | null | undefined;
  dateOfBirth?: string | null | undefined;
  dietaryPreferences?: ReadonlyArray<string> | null | undefined;
  email: string;
  firstName: string;
  gender?: Gender | null | undefined;
  healthGoals?: ReadonlyArray<string> | null | undefined;
  height?: number | null | undefined;
  lastName?: string | null | undefined;
  password: string;
  timezone?: string | null | undefined;
  unitSystem?: UnitSystem | null | undefined;
  weight?: number | null | undefined;
  weightGoal?: number | null | undefined;
  weightGoalTimeframe?: number | null | undefined;
};
export type useRegisterMutation$variables = {
  input: RegisterInput;
};
export type useRegisterMutation$data = {
  readonly register: {
    readonly token: string;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"sessionUser_user">;
    };
  };
};
export type useRegisterMutation = {
  response: useRegisterMutation$data;
  variables: useRegisterMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "token",
  "storageKey": null
},
v3 = [
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
    "name": "lastName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "role",
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
    "name": "preferredAIModel",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unitSystem",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DataDisclosureStatusView",
    "kind": "LinkedField",
    "name": "dataDisclosure",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAccepted",
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
    "name": "useRegisterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AuthPayload",
        "kind": "LinkedField",
        "name": "register",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "sessionUser_user",
                "selections": (v3/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AuthPayload",
        "kind": "LinkedField",
        "name": "register",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "24160a2145e63b2e84f3c1b0b16edd2409ecd313d41be4a34954d4968305b414",
    "metadata": {},
    "name": "useRegisterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "19b3263f624ae3b6e2c84ed66c412582";

export default node;
