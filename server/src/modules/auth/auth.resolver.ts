import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { recordAdminAction } from '../admin/adminAudit.service.js';
import { AdminAction } from '../admin/adminAuditEvent.entity.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import { Viewer } from '../users/viewer.type.js';
import { ChangePasswordInput, DeleteTestUserInput, LoginInput, RegisterInput } from './auth.input.js';
import * as auth from './auth.service.js';
import { revokeSession } from './session.service.js';
import { endBillingForDeletedAccounts } from '../payments/subscription.service.js';

@ObjectType()
class AuthPayload {
  @Field(() => String, { description: 'Opaque bearer token for the Authorization header.' }) token!: string;
  @Field(() => User) user!: User;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class LogoutPayload {
  @Field(() => Boolean) revoked!: boolean;
}

@ObjectType()
class ChangePasswordPayload {
  @Field(() => String, { description: 'A new token: every other session was signed out.' }) token!: string;
  @Field(() => User) user!: User;
}

@ObjectType()
class DeleteAccountPayload {
  @Field(() => ID) deletedUserId!: string;
}

@ObjectType()
class DeleteTestUsersPayload {
  @Field(() => Int) deletedCount!: number;
}

const signedIn = ({ token, user }: auth.SignedIn): AuthPayload => ({ token, user, viewer: new Viewer(user) });

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload)
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context) {
    return signedIn(await auth.register(ctx.em, ctx.config, input, ctx.clientIp));
  }

  @Mutation(() => AuthPayload)
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: Context) {
    return signedIn(await auth.login(ctx.em, ctx.config, input, ctx.clientIp));
  }

  @Authorized()
  @Mutation(() => LogoutPayload, { description: "Revokes this device's session." })
  async logout(@Ctx() ctx: Context): Promise<LogoutPayload> {
    await revokeSession(ctx.em, ctx.sessionId!);
    return { revoked: true };
  }

  @Authorized()
  @Mutation(() => ChangePasswordPayload)
  async changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: Context) {
    const token = await auth.changePassword(ctx.em, ctx.config, ctx.viewer!, input);
    return { token, user: ctx.viewer! };
  }

  @Authorized()
  @Mutation(() => DeleteAccountPayload, { description: 'Deletes the account and all of its data, and signs out everywhere.' })
  async deleteAccount(@Ctx() ctx: Context): Promise<DeleteAccountPayload> {
    const userId = ctx.viewer!.id;
    await endBillingForDeletedAccounts({ em: ctx.em, ...ctx.payments }, { id: userId });
    await auth.deleteAccount(ctx.em, userId);
    return { deletedUserId: toGlobalId('User', userId) };
  }

  @Authorized(Role.admin)
  @Mutation(() => DeleteAccountPayload, { description: 'Admin: deletes one test user (see README: test users).' })
  async deleteTestUser(@Arg('input', () => DeleteTestUserInput) input: DeleteTestUserInput, @Ctx() ctx: Context): Promise<DeleteAccountPayload> {
    const id = idOf('User', input.userId, 'userId');
    await endBillingForDeletedAccounts({ em: ctx.em, ...ctx.payments }, { id, isTestUser: true });
    const deleted = await auth.deleteTestUser(ctx.em, id);
    recordAdminAction(ctx.em, ctx.viewer!, { action: AdminAction.test_user_deleted, summary: 'Deleted test user', target: deleted });
    await ctx.em.flush();
    return { deletedUserId: toGlobalId('User', id) };
  }

  @Authorized(Role.admin)
  @Mutation(() => DeleteTestUsersPayload, { description: 'Admin: deletes every test user.' })
  async deleteAllTestUsers(@Ctx() ctx: Context): Promise<DeleteTestUsersPayload> {
    await endBillingForDeletedAccounts({ em: ctx.em, ...ctx.payments }, { isTestUser: true });
    const deletedCount = await auth.deleteAllTestUsers(ctx.em);
    recordAdminAction(ctx.em, ctx.viewer!, {
      action: AdminAction.test_users_deleted,
      summary: `Deleted all test users (${deletedCount})`,
      details: { deletedCount },
    });
    await ctx.em.flush();
    return { deletedCount };
  }
}
