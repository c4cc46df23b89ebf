import { conflict, notFound } from '../../graphql/errors.js';
import { User } from '../users/user.entity.js';
import { Role, type SubscriptionStatus, type Tier } from '../users/user.enums.js';
import { recordAdminAction } from './adminAudit.service.js';
import { AdminAction } from './adminAuditEvent.entity.js';
import { planChangeSummary } from './auditSummary.js';
import type { ServiceDeps } from '../../serviceDeps.js';

/** Admin: sets a user's tier and subscription status (spec: defaults pro and active) and keeps the admin's notes. */
export async function upgradeUser(
  { em, clock }: Pick<ServiceDeps, 'em' | 'clock'>,
  admin: User,
  change: { userId: string; tier: Tier; subscriptionStatus: SubscriptionStatus; adminNotes?: string | null },
): Promise<User> {
  const user = await em.findOne(User, { id: change.userId });
  if (!user) throw notFound('User');
  const before = { tier: user.tier, subscriptionStatus: user.subscriptionStatus };
  const after = { tier: change.tier, subscriptionStatus: change.subscriptionStatus };
  user.tier = after.tier;
  user.subscriptionStatus = after.subscriptionStatus;
  if (change.adminNotes !== undefined) user.adminNotes = change.adminNotes?.trim() || null;
  recordAdminAction(
    em,
    admin,
    {
      action: AdminAction.plan_changed,
      summary: planChangeSummary(before, after),
      details: { before, after, notesChanged: change.adminNotes !== undefined },
      target: user,
    },
    clock.now(),
  );
  await em.flush();
  return user;
}

/** Admin: makes a user an admin or takes the role away. Admins cannot demote themselves, so an install keeps one. */
export async function setUserRole({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, admin: User, change: { userId: string; role: Role }): Promise<User> {
  if (change.userId === admin.id && change.role !== Role.admin) throw conflict("You can't remove your own admin role.");
  const user = await em.findOne(User, { id: change.userId });
  if (!user) throw notFound('User');
  if (user.role === change.role) return user;
  const before = user.role;
  user.role = change.role;
  recordAdminAction(
    em,
    admin,
    {
      action: AdminAction.role_changed,
      summary: change.role === Role.admin ? 'Made admin' : 'Removed admin role',
      details: { before, after: change.role },
      target: user,
    },
    clock.now(),
  );
  await em.flush();
  return user;
}
