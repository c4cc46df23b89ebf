import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { appError, conflict, ErrorCode, forbidden, notFound, unauthenticated } from '../../graphql/errors.js';
import { applyProfile } from '../users/profile.service.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './auth.input.js';
import { clearFailedLogins, minutesUntilLoginAllowed, recordFailedLogin } from './loginThrottle.js';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './secrets.js';
import { revokeSessions, startSession } from './session.service.js';

export interface SignedIn {
  token: string;
  user: User;
}

const EMAIL_TAKEN = 'An account with this email already exists.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1);

export async function register(em: EntityManager, config: Config, input: RegisterInput): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
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

export async function login(em: EntityManager, config: Config, input: LoginInput, clientIp: string): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const rule = { maxAttempts: config.loginMaxAttempts, windowMinutes: config.loginWindowMinutes };
  const keys = [
    { key: `login:${clientIp}:${email}`, rule },
    { key: `login-ip:${clientIp}`, rule: { ...rule, maxAttempts: rule.maxAttempts * 5 } },
  ];
  for (const { key, rule: keyRule } of keys) {
    const minutes = await minutesUntilLoginAllowed(em, key, keyRule);
    if (minutes > 0) {
      throw appError(ErrorCode.RATE_LIMITED, `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }
  const user = await em.findOne(User, { email });
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !isValid) {
    for (const { key, rule: keyRule } of keys) await recordFailedLogin(em, key, keyRule);
    throw unauthenticated('Invalid email or password.');
  }
  await clearFailedLogins(em, keys[0]!.key);
  const token = startSession(em, user, config.sessionTtlDays);
  await em.flush();
  return { token, user };
}

/** Changing the password signs out every device, then signs this one in again with a fresh token. */
export async function changePassword(em: EntityManager, config: Config, user: User, input: ChangePasswordInput): Promise<string> {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw appError(ErrorCode.BAD_USER_INPUT, 'Current password is incorrect.', {
      fields: [{ field: 'currentPassword', message: 'Incorrect password' }],
    });
  }
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

export async function deleteTestUser(em: EntityManager, userId: string): Promise<void> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw notFound('User');
  if (!user.isTestUser) throw forbidden('Only test users can be deleted with this call.');
  await deleteAccount(em, user.id);
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
