import { Arg, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { idOf } from '../../graphql/globalId.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import { UpgradeUserInput } from './admin.input.js';
import { upgradeUser } from './admin.service.js';

@ObjectType()
class UpgradeUserPayload {
  @Field(() => User) user!: User;
}

@Resolver()
export class AdminResolver {
  @Authorized(Role.admin)
  @Mutation(() => UpgradeUserPayload, { description: "Admin: sets a user's tier and subscription status (defaults pro and active)." })
  async upgradeUser(@Arg('input', () => UpgradeUserInput) input: UpgradeUserInput, @Ctx() ctx: Context): Promise<UpgradeUserPayload> {
    const user = await upgradeUser(ctx.em, { ...input, userId: idOf('User', input.userId, 'userId') });
    return { user };
  }
}

@Resolver(() => User)
export class AdminUserFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Admin notes on the account; null unless the viewer is an admin.' })
  adminNotes(@Root() user: User, @Ctx() ctx: Context): string | null {
    return ctx.viewer?.role === Role.admin ? user.adminNotes : null;
  }
}
