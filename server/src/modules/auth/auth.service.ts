import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { appError, badInput, conflict, ErrorCode, forbidden, notFound, unauthenticated } from '../../graphql/errors.js';
import { applyProfile } from '../users/profile.service.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './auth.input.js';
import { refundAttempts, throttle, type ThrottleKey } from './loginThrottle.js';
import { newPasswordProblem } from './passwordPolicy.js';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './secrets.js';
import { revokeSessions, startSession } from './session.service.js';

export interface SignedIn {
  token: string;
  user: User;
}

const EMAIL_TAKEN = 'An account with this email already exists.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** Throws BAD_USER_INPUT on `field` when the new password is common or is the account's email. */
export function checkNewPassword(password: string, email: string, field: string): void {
  const problem = newPasswordProblem(password, email);
  if (problem) throw badInput(problem, [{ field, message: problem }]);
}

export async function register(em: EntityManager, config: Config, input: RegisterInput, clientIp: string): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const rule = { maxAttempts: config.registrationsPerIp, windowMinutes: config.registrationWindowMinutes };
  await throttle(em, [{ key: `register-ip:${clientIp}`, rule }], 'Too many accounts were created from your network.');
  checkNewPassword(input.password, email, 'password');
  if (await em.count(User, { email })) throw conflict(EMAIL_TAKEN);
  const user = new User(email, await hashPassword(input.password), input.firstName.trim());
  const { email: _email, password: _password, firstName: _firstName, ...profile } = input;
  applyProfile(user, profile);
  user.isTestUser = config.testUserEmailDomains.includes(emailDomain(email));
  if (config.adminEmails.includes(email)) user.role = Role.admin;
  em.persist(user);
  const token = startSession(em, user, config.sessionTtlDays);
  try {
    await em.flush();
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  return { token, user };
}

/** The per-account sign-in counter, which a password reset clears (the reset proved who owns the account). */
export const accountLoginKey = (email: string) => `login-account:${normaliseEmail(email)}`;

/**
 * Every attempt is counted before the password is checked (see takeAttempts): per IP and email, per IP alone, and per
 * account from any IP. A right password gives its attempt back.
 */
export async function login(em: EntityManager, config: Config, input: LoginInput, clientIp: string): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const rule = { maxAttempts: config.loginMaxAttempts, windowMinutes: config.loginWindowMinutes };
  const keys: ThrottleKey[] = [
    { key: `login:${clientIp}:${email}`, rule },
    { key: `login-ip:${clientIp}`, rule: { ...rule, maxAttempts: rule.maxAttempts * 5 } },
    { key: accountLoginKey(email), rule: { ...rule, maxAttempts: config.loginAccountMaxAttempts } },
  ];
  await throttle(em, keys, 'Too many sign-in attempts.');
  const user = await em.findOne(User, { email });
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !isValid) throw unauthenticated('Invalid email or password.');
  await refundAttempts(em, keys);
  const token = startSession(em, user, config.sessionTtlDays);
  await em.flush();
  return { token, user };
}

/** Changing the password signs out every device, then signs this one in again with a fresh token. */
export async function changePassword(em: EntityManager, config: Config, user: User, input: ChangePasswordInput): Promise<string> {
  // A stolen session must not become a way to guess the current password.
  const keys = [{ key: `password-change:${user.id}`, rule: { maxAttempts: config.loginMaxAttempts, windowMinutes: config.loginWindowMinutes } }];
  await throttle(em, keys, 'Too many password attempts.');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw appError(ErrorCode.BAD_USER_INPUT, 'Current password is incorrect.', {
      fields: [{ field: 'currentPassword', message: 'Incorrect password' }],
    });
  }
  await refundAttempts(em, keys);
  checkNewPassword(input.newPassword, user.email, 'newPassword');
  user.passwordHash = await hashPassword(input.newPassword);
  await revokeSessions(em, user.id);
  const token = startSession(em, user, config.sessionTtlDays);
  await em.flush();
  return token;
}

/** Deletes the account; every user-owned table references users with ON DELETE CASCADE, so all data goes with it. */
export async function deleteAccount(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(User, { id: userId });
}

/** Returns the deleted account (detached) so the caller can name it in the audit trail. */
export async function deleteTestUser(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw notFound('User');
  if (!user.isTestUser) throw forbidden('Only test users can be deleted with this call.');
  await deleteAccount(em, user.id);
  return user;
}

export async function deleteAllTestUsers(em: EntityManager): Promise<number> {
  return em.nativeDelete(User, { isTestUser: true });
}

/** Makes the named accounts admins (ADMIN_EMAILS at start, or `npm run admin:promote`). Returns the emails promoted. */
export async function promoteAdmins(em: EntityManager, emails: string[]): Promise<string[]> {
  const users = await em.find(User, { email: { $in: emails.map(normaliseEmail) } });
  for (const user of users) user.role = Role.admin;
  await em.flush();
  return users.map((user) => user.email);
}
