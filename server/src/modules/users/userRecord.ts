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

let recordPrototype: object | undefined;

/**
 * `User.prototype`, so GraphQL resolves a record as a `User` (type-graphql would otherwise construct a `User` from it
 * for every field with a getter or middleware), with each property setter MikroORM put there (at start, once entities
 * are discovered) shadowed by a plain slot: assigning a record's values makes own properties and runs no ORM code.
 */
function prototypeOfRecords(): object {
  if (recordPrototype) return recordPrototype;
  const setters = Object.entries(Object.getOwnPropertyDescriptors(User.prototype)).filter(([, descriptor]) => descriptor.set && !descriptor.get);
  recordPrototype = Object.create(User.prototype, Object.fromEntries(setters.map(([name]) => [name, { value: undefined, writable: true }])));
  return recordPrototype!;
}

export function userRecordOf(data: EntityData<User>): UserRecord {
  const record: Record<string, unknown> = Object.create(prototypeOfRecords());
  for (const [key, value] of Object.entries(data)) if (key !== 'passwordHash') record[key] = value;
  return record as unknown as UserRecord;
}
