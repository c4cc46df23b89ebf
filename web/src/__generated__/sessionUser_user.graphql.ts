/**
 * @generated SignedSource<<5335a3e69f3be58bdfc0152c38df6b8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Role = "admin" | "user" | "%future added value";
export type Tier = "free" | "pro" | "%future added value";
export type UnitSystem = "imperial" | "metric" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type sessionUser_user$data = {
  readonly dataDisclosure: {
    readonly isAccepted: boolean;
  };
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string | null | undefined;
  readonly preferredAIModel: string;
  readonly role: Role;
  readonly tier: Tier;
  readonly unitSystem: UnitSystem;
  readonly " $fragmentType": "sessionUser_user";
};
export type sessionUser_user$key = {
  readonly " $data"?: sessionUser_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"sessionUser_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "sessionUser_user"
};

(node as any).hash = "1a3a3a4f9c24a4421abbef5b4e032c82";

export default node;
