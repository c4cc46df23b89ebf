import type { EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

/**
 * A user's columns as values, under the `User` entity's property names and with its types, without the password hash:
 * what a read shows of the signed-in user without hydrating a tracked entity (hydration was ~8 % of the CPU of a
 * `viewer` request). No EntityManager tracks it, so code that changes the user or relates a new row to them takes
 * `ctx.viewer`; the compiler keeps the two apart (a record lacks `passwordHash`, so it is no `User`).
 */
export type UserRecord = Readonly<Omit<User, 'passwordHash'>>;

/** A `users` row read with raw SQL, mapped to property names and values the way MikroORM maps it for the entity. */
export function mapUserRow(em: EntityManager, row: Record<string, unknown>): EntityData<User> {
  return em.getDriver().mapResult(row, em.getMetadata().get(User))!;
}

/**
 * The record of mapped row data. It inherits from `User.prototype`, so GraphQL resolves it as a `User` (type-graphql
 * would otherwise construct a `User` from it for every field with a getter or middleware); its values are own
 * properties, defined rather than assigned, so MikroORM's property setters on that prototype never run.
 */
export function userRecordOf(data: EntityData<User>): UserRecord {
  const { passwordHash: _hidden, ...fields } = data;
  return Object.create(User.prototype, Object.getOwnPropertyDescriptors(fields)) as UserRecord;
}
