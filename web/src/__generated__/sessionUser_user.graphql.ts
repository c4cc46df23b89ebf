/**
 * @generated SignedSource<<bfc148415fae2aebec267c5256fee2be>>
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

(node as any).hash = "12b30bfc9882f248e9bfd1f8386e7745";

export default node;
