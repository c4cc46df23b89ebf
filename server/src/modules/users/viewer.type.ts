import { Field, ID, ObjectType } from 'type-graphql';
import type { Context } from '../../context.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { User } from './user.entity.js';

/** The root of the signed-in user's own data. Later features hang their lists (food logs, bloodwork…) here. */
@ObjectType({ implements: Node })
export class Viewer {
  @Field(() => User)
  user: User;

  constructor(user: User) {
    this.user = user;
  }

  @Field(() => ID, { name: 'id' })
  get globalId(): string {
    return toGlobalId('Viewer', this.user.id);
  }
}

/**
 * The context a `Viewer` field runs in. A Viewer is only ever built for the signed-in user (or, in a sign-in payload,
 * the user who just signed in), so its fields act as that user.
 */
export function viewerContext(viewer: Viewer, ctx: Context): Context {
  return { ...ctx, viewer: viewer.user };
}
