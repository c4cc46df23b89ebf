/**
 * @generated SignedSource<<626ac41bec865502941183001c00bcd1>>
 * @relayHash 48a0bf0bf9868c3493ce40fdefa5981e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c56f3673a3619e57656bd02e1b0c354ad926b6ace84ec85b7e314c934ce7eb2b

import { ConcreteRequest } from 'relay-runtime';
export type SocialProfileVisibility = "friends" | "private" | "public" | "%future added value";
export type UpdateSocialProfileInput = {
  bio?: string | null | undefined;
  displayName?: string | null | undefined;
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
    "id": "c56f3673a3619e57656bd02e1b0c354ad926b6ace84ec85b7e314c934ce7eb2b",
    "metadata": {},
    "name": "useUpdateSocialProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "44286074dfef9333cc0deddce3ae8c2e";

export default node;
