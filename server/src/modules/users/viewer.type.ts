import { Field, ID, ObjectType } from 'type-graphql';
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
