import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { idOf } from '../../graphql/globalId.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import { mailerFor } from './mailer.js';
import { AdminCreatePasswordResetLinkInput, RequestPasswordResetInput, ResetPasswordInput } from './passwordReset.input.js';
import { createPasswordResetLink, deliveryOf, PasswordResetDelivery, requestPasswordReset, resetPassword } from './passwordReset.service.js';

registerEnumType(PasswordResetDelivery, {
  name: 'PasswordResetDelivery',
  description: 'How a forgotten password is reset here: a link by email, or a link an administrator creates.',
});

const REQUEST_MESSAGES: Record<PasswordResetDelivery, string> = {
  EMAIL: 'If an account uses this email, a link to reset its password is on its way. Check your inbox and spam folder.',
  ADMIN_LINK: 'Ask your administrator for a password reset link. They can create one for your account.',
};

@ObjectType()
class RequestPasswordResetPayload {
  @Field(() => PasswordResetDelivery) delivery!: PasswordResetDelivery;
  @Field(() => String, { description: 'What to tell the user; the same whether or not the email has an account.' }) message!: string;
}

@ObjectType()
class ResetPasswordPayload {
  @Field(() => String, { description: 'The account whose password was reset, to sign in with.' }) email!: string;
}

@ObjectType()
class AdminCreatePasswordResetLinkPayload {
  @Field(() => String, { description: 'A one-time link that lets the user choose a new password.' }) resetUrl!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => User) user!: User;
}

const resetDeps = (ctx: Context) => ({ ...serviceDeps(ctx), mailer: mailerFor(ctx.config) });

@Resolver()
export class PasswordResetResolver {
  @Query(() => PasswordResetDelivery, { description: 'How a forgotten password is reset on this server.' })
  passwordResetDelivery(@Ctx() ctx: Context): PasswordResetDelivery {
    return deliveryOf({ mailer: mailerFor(ctx.config) });
  }

  @Mutation(() => RequestPasswordResetPayload, { description: 'Emails a reset link when the address has an account; the answer never tells.' })
  async requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput) input: RequestPasswordResetInput,
    @Ctx() ctx: Context,
  ): Promise<RequestPasswordResetPayload> {
    const delivery = await requestPasswordReset(resetDeps(ctx), { email: input.email, clientIp: ctx.clientIp });
    return { delivery, message: REQUEST_MESSAGES[delivery] };
  }

  @Mutation(() => ResetPasswordPayload, { description: "Sets a new password with a reset link's token and signs out every device." })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: Context): Promise<ResetPasswordPayload> {
    const user = await resetPassword(resetDeps(ctx), input);
    return { email: user.email };
  }

  @Authorized(Role.admin)
  @Mutation(() => AdminCreatePasswordResetLinkPayload, { description: 'Admin: a one-time password reset link for a user, to pass on.' })
  async adminCreatePasswordResetLink(
    @Arg('input', () => AdminCreatePasswordResetLinkInput) input: AdminCreatePasswordResetLinkInput,
    @Ctx() ctx: Context,
  ): Promise<AdminCreatePasswordResetLinkPayload> {
    return createPasswordResetLink(resetDeps(ctx), { userId: idOf('User', input.userId, 'userId') });
  }
}
