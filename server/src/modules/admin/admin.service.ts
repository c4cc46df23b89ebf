import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../graphql/errors.js';
import { User } from '../users/user.entity.js';
import type { SubscriptionStatus, Tier } from '../users/user.enums.js';

/** Admin: sets a user's tier and subscription status (spec: defaults pro and active) and keeps the admin's notes. */
export async function upgradeUser(
  em: EntityManager,
  change: { userId: string; tier: Tier; subscriptionStatus: SubscriptionStatus; adminNotes?: string | null },
): Promise<User> {
  const user = await em.findOne(User, { id: change.userId });
  if (!user) throw notFound('User');
  user.tier = change.tier;
  user.subscriptionStatus = change.subscriptionStatus;
  if (change.adminNotes !== undefined) user.adminNotes = change.adminNotes?.trim() || null;
  await em.flush();
  return user;
}
