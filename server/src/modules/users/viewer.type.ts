import { Field, ID, ObjectType } from 'type-graphql';
import type { Context } from '../../context.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { User } from './user.entity.js';
import type { UserRecord } from './userRecord.js';

/** The root of the signed-in user's own data. Later features hang their lists (food logs, bloodwork…) here. */
@ObjectType({ implements: Node })
export class Viewer {
  /**
   * What the `user` field shows. For a mutation's answer it is the entity the mutation changed; for a query, the
   * record the session statement read, so a read that only shows the user builds no entity.
   */
  @Field(() => User, { name: 'user' })
  readonly record: UserRecord;

  private readonly entity: () => User;

  /** The viewer of a mutation's answer (or of a sign-in): `user` shows this entity as it now is. */
  constructor(user: User);
  constructor(record: UserRecord, entity: () => User);
  constructor(record: UserRecord, entity?: () => User) {
    this.record = record;
    this.entity = entity ?? (() => record as User);
  }

  /** The signed-in user's viewer for a query, or null: shows the session's record; hydrates the entity only for a field that asks. */
  static signedIn(ctx: Context): Viewer | null {
    return ctx.viewerRecord && new Viewer(ctx.viewerRecord, () => ctx.viewer!);
  }

  /** The user as an entity tracked by the request's EntityManager, for fields that hand it to services. */
  get user(): User {
    return this.entity();
  }

  @Field(() => ID, { name: 'id' })
  get globalId(): string {
    return toGlobalId('Viewer', this.record.id);
  }
}
