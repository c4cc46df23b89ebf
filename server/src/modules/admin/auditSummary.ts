import { AdminAction } from './adminAuditEvent.entity.js';

// The words the admin screens use for stored values (web/src/features/admin: adminFormat.ts, AdminReportCard.tsx).
const TIER_WORDS: Record<string, string> = { free: 'Free', pro: 'Pro' };
const SUBSCRIPTION_STATUS_WORDS: Record<string, string> = {
  none: 'no subscription',
  active: 'active',
  paused: 'paused',
  past_due: 'past due',
  canceled: 'canceled',
};
const REPORT_STATUS_WORDS: Record<string, string> = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved', dismissed: 'Dismissed' };

interface Plan {
  tier: string;
  subscriptionStatus: string;
}

const isPlan = (value: unknown): value is Plan =>
  typeof value === 'object' && value !== null && typeof (value as Plan).tier === 'string' && typeof (value as Plan).subscriptionStatus === 'string';

const planInWords = (plan: Plan) => `${TIER_WORDS[plan.tier] ?? plan.tier}, ${SUBSCRIPTION_STATUS_WORDS[plan.subscriptionStatus] ?? plan.subscriptionStatus}`;

export const planChangeSummary = (before: Plan, after: Plan) => `Plan: ${planInWords(before)} → ${planInWords(after)}`;

/**
 * What an admin action changed, in the admin screens' words, rebuilt from its recorded details so that every entry
 * reads the same however its summary was worded when it was stored. Null when the details do not say (then the
 * stored summary stands).
 */
export function describeAdminAction(action: AdminAction, details: Record<string, unknown>): string | null {
  const { before, after } = details;
  if (action === AdminAction.plan_changed && isPlan(before) && isPlan(after)) return planChangeSummary(before, after);
  if (action === AdminAction.report_status_changed && typeof before === 'string' && typeof after === 'string') {
    return `Report status: ${REPORT_STATUS_WORDS[before] ?? before} → ${REPORT_STATUS_WORDS[after] ?? after}`;
  }
  return null;
}
