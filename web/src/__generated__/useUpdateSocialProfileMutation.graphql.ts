/**
 * @generated SignedSource<<c649b2e42fd696e1a8a36a7a875b9c14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "799acb69ffa604ac703dfe27d303d706",
    "id": null,
    "metadata": {},
    "name": "useUpdateSocialProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSocialProfileMutation(\n  $input: UpdateSocialProfileInput!\n) {\n  updateSocialProfile(input: $input) {\n    profile {\n      id\n      displayName\n      bio\n      visibility\n      avatarLetter\n      showProgress\n      loggingStreak\n      progress {\n        weightChangeKg\n        daysOnTarget\n        outOfDays\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7b6133295e9be1bb8f4f05fd16892d8";

export default node;
