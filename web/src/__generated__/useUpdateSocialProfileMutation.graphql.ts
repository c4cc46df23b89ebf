/**
 * @generated SignedSource<<d9062d5b94ed7f636c503981416dc434>>
 * @relayHash 799acb69ffa604ac703dfe27d303d706
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf616fa1eeeaf05d659bf559a28dc6621ded3a9d59ff3b90f175a355288db83f

import { ConcreteRequest } from 'relay-runtime';
export type SocialProfileVisibility = "friends" | "private" | "public" | "%future added value";
export type UpdateSocialProfileInput = {
  bio?: string | null | undefined;
  displayName?: string | null | undefined;
  showProgress?: boolean | null | undefined;
  visibility?: SocialProfileVisibility | null | undefined;
};
export type useUpdateSocialProfileMutation$variables = {
  input: UpdateSocialProfileInput;
};
export type useUpdateSocialProfileMutation$data = {
  readonly updateSocialProfile: {
    readonly profile: {
      readonly avatarLetter: string;
      readonly bio: string | null | undefined;
      readonly displayName: string;
      readonly id: string;
      readonly loggingStreak: number | null | undefined;
      readonly progress: {
        readonly daysOnTarget: number;
        readonly outOfDays: number;
        readonly weightChangeKg: number | null | undefined;
      } | null | undefined;
      readonly showProgress: boolean | null | undefined;
      readonly visibility: SocialProfileVisibility | null | undefined;
    } | null | undefined;
  };
};
export type useUpdateSocialProfileMutation = {
  response: useUpdateSocialProfileMutation$data;
  variables: useUpdateSocialProfileMutation$variables;
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
    "concreteType": "SocialProfilePayload",
    "kind": "LinkedField",
    "name": "updateSocialProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SocialProfile",
        "kind": "LinkedField",
        "name": "profile",
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
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visibility",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarLetter",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showProgress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loggingStreak",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SocialProgressView",
            "kind": "LinkedField",
            "name": "progress",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weightChangeKg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "daysOnTarget",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "outOfDays",
                "storageKey": null
              }
            ],
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
    "name": "useUpdateSocialProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSocialProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cf616fa1eeeaf05d659bf559a28dc6621ded3a9d59ff3b90f175a355288db83f",
    "metadata": {},
    "name": "useUpdateSocialProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d7b6133295e9be1bb8f4f05fd16892d8";

export default node;
