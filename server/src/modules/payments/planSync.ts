import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';
import { SubscriptionStatus, Tier } from '../users/user.enums.js';
import { BillingNoticeKind, BillingStatus } from './billing.enums.js';
import { BillingNotice } from './billingRecords.entity.js';
import type { Subscription } from './subscription.entity.js';

/**
 * The user's tier follows their subscription, and every Pro gate on the server reads the tier: active and past_due
 * (the grace days while a renewal is retried) are Pro; paused and canceled are Free. An incomplete start changes nothing.
 */
export function syncUserPlan(user: User, subscription: Subscription): void {
  switch (subscription.status) {
    case BillingStatus.active:
      user.tier = Tier.pro;
      user.subscriptionStatus = SubscriptionStatus.active;
      break;
    case BillingStatus.past_due:
      user.tier = Tier.pro;
      user.subscriptionStatus = SubscriptionStatus.past_due;
      break;
    case BillingStatus.paused:
      user.tier = Tier.free;
      user.subscriptionStatus = SubscriptionStatus.paused;
      break;
    case BillingStatus.canceled:
      user.tier = Tier.free;
      user.subscriptionStatus = SubscriptionStatus.canceled;
      break;
    case BillingStatus.incomplete:
      break;
  }
}

export function addNotice(em: EntityManager, userId: string, kind: BillingNoticeKind, message: string, at: Date): void {
  em.persist(new BillingNotice(em.getReference(User, userId), kind, message, at));
}
