import type { Config } from '../../config.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { User } from '../users/user.entity.js';
import { accountLoginKey, checkNewPassword, normaliseEmail } from './auth.service.js';
import { clearAttempts, throttle } from './loginThrottle.js';
import type { Mailer } from './mailer.js';
import { passwordResetEmail } from './passwordResetEmail.js';
import { PasswordResetIssuer, PasswordResetToken } from './passwordResetToken.entity.js';
import { hashPassword, hashToken, newSessionToken } from './secrets.js';
import { revokeSessions } from './session.service.js';

export type PasswordResetDeps = Pick<ServiceDeps, 'em' | 'config' | 'logger' | 'clock'> & {
  /** Null when SMTP is not configured: then only admins can issue links. */
  mailer: Mailer | null;
};

export enum PasswordResetDelivery {
  /** The link is emailed to the account's address. */
  EMAIL = 'EMAIL',
  /** No email here: an administrator creates the link and passes it on. */
  ADMIN_LINK = 'ADMIN_LINK',
}

export const INVALID_RESET_LINK = 'This reset link is not valid any more: it has expired or has already been used. Ask for a new one.';

export const deliveryOf = (deps: Pick<PasswordResetDeps, 'mailer'>) => (deps.mailer ? PasswordResetDelivery.EMAIL : PasswordResetDelivery.ADMIN_LINK);

const resetUrl = (config: Config, token: string) => `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

async function issueLink({ em, config, clock }: Pick<PasswordResetDeps, 'em' | 'config' | 'clock'>, user: User, issuedBy: PasswordResetIssuer, ttlMs: number) {
  const now = clock.now();
  // Spent and expired links of the account are of no further use.
  await em.nativeDelete(PasswordResetToken, { user: user.id, $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lt: now } }] });
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  em.persist(new PasswordResetToken(user, hashToken(token), issuedBy, expiresAt));
  await em.flush();
  return { resetUrl: resetUrl(config, token), expiresAt };
}

/**
 * Emails a reset link when the address has an account. The answer never depends on whether it has one: the lookup,
 * the link and the email all happen after the answer (on a fork of the entity manager), so neither the reply nor its
 * timing tells who has an account.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, input: { email: string; clientIp: string }): Promise<PasswordResetDelivery> {
  const { em, config, mailer, logger, clock } = deps;
  const email = normaliseEmail(input.email);
  const perHour = config.passwordReset.requestsPerHour;
  await throttle(
    em,
    [
      { key: `reset-email:${email}`, rule: { maxAttempts: perHour, windowMinutes: 60 } },
      { key: `reset-ip:${input.clientIp}`, rule: { maxAttempts: perHour * 4, windowMinutes: 60 } },
    ],
    'Too many reset requests.',
  );
  if (!mailer) return PasswordResetDelivery.ADMIN_LINK;
  emailResetLink({ em: em.fork(), config, clock, mailer }, email).catch((error: unknown) => logger.error({ err: error }, 'password reset email failed'));
  return PasswordResetDelivery.EMAIL;
}

async function emailResetLink(deps: Pick<PasswordResetDeps, 'em' | 'config' | 'clock'> & { mailer: Mailer }, email: string): Promise<void> {
  const { em, config, mailer } = deps;
  const user = await em.findOne(User, { email });
  if (!user) return;
  const ttlMinutes = config.passwordReset.ttlMinutes;
  const link = await issueLink(deps, user, PasswordResetIssuer.email, ttlMinutes * 60_000);
  await mailer.send({ to: user.email, ...passwordResetEmail({ firstName: user.firstName, resetUrl: link.resetUrl, ttlMinutes }) });
}

/** Admin: a one-time link for the user, to pass on by hand (the way to reset when email is not set up). */
export async function createPasswordResetLink(
  deps: Pick<PasswordResetDeps, 'em' | 'config' | 'clock'>,
  input: { userId: string },
): Promise<{ resetUrl: string; expiresAt: Date; user: User }> {
  const user = await deps.em.findOne(User, { id: input.userId });
  if (!user) throw notFound('User');
  const ttlMs = deps.config.passwordReset.adminLinkTtlHours * 60 * 60_000;
  return { ...(await issueLink(deps, user, PasswordResetIssuer.admin, ttlMs)), user };
}

const invalidLink = () => badInput(INVALID_RESET_LINK, [{ field: 'token', message: INVALID_RESET_LINK }]);

/**
 * Sets a new password with a reset link's token. The token is spent in the same transaction that sets the password,
 * by a conditional UPDATE, so two parallel resets with one link cannot both succeed; every session is signed out and
 * the account's sign-in lock (if guessing caused one) is lifted.
 */
export async function resetPassword(deps: Pick<PasswordResetDeps, 'em' | 'clock'>, input: { token: string; password: string }): Promise<User> {
  const { em, clock } = deps;
  const tokenHash = hashToken(input.token);
  const link = await em.findOne(PasswordResetToken, { tokenHash, usedAt: null, expiresAt: { $gt: clock.now() } }, { populate: ['user'] });
  if (!link) throw invalidLink();
  const user = link.user;
  checkNewPassword(input.password, user.email, 'password');
  const passwordHash = await hashPassword(input.password);
  await em.transactional(async (tx) => {
    const now = clock.now();
    const spent = await tx.nativeUpdate(PasswordResetToken, { id: link.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
    if (spent === 0) throw invalidLink();
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
    await tx.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null }, { usedAt: now });
    await revokeSessions(tx, user.id);
  });
  // Guessing by others may have locked the account; its owner is back in now.
  await clearAttempts(em, accountLoginKey(user.email));
  return user;
}
