import { formatBillingDate } from './billingFormat';

/** A stored billing notice (a failed or recovered payment, the end of Pro) as the server lists it. */
export interface StoredNotice {
  id: string;
  kind: string;
  message: string;
}

export interface AlertSubscription {
  id: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd?: string | null;
  nextChargeAt?: string | null;
  pausedAt?: string | null;
  paymentMethod?: { id: string; label: string; expMonth?: number | null; expYear?: number | null } | null;
}

export interface BillingAlert {
  /** Stable while the state it describes lasts, so a dismissed alert stays dismissed until something changes. */
  key: string;
  intent: 'warning' | 'info' | 'success';
  message: string;
  /** Set for stored notices, which are dismissed on the server; the others are dismissed in this browser. */
  noticeId: string | null;
}

const GOOD_NEWS = new Set(['payment_recovered', 'subscription_renewed']);
const ORDER: Record<BillingAlert['intent'], number> = { warning: 0, info: 1, success: 2 };

/** The first instant after a card's expiry month (cards work through the last day of that month). */
function expiryEnd(expMonth: number, expYear: number): Date {
  return new Date(Date.UTC(expYear, expMonth, 1));
}

/** What the subscription's state itself warrants saying, beyond the stored notices. */
function stateAlerts(subscription: AlertSubscription, notices: readonly StoredNotice[]): BillingAlert[] {
  const alerts: BillingAlert[] = [];
  const { id, status, paymentMethod: method } = subscription;
  if (status === 'past_due' && !notices.some((notice) => notice.kind === 'payment_failed')) {
    alerts.push({
      key: `past_due:${id}:${subscription.currentPeriodEnd}`,
      intent: 'warning',
      noticeId: null,
      message: 'Your last Pro payment failed. Update your payment method to keep Pro.',
    });
  }
  const nextCharge = subscription.nextChargeAt ?? subscription.currentPeriodEnd;
  const isRenewing = (status === 'active' && !subscription.cancelAtPeriodEnd) || status === 'past_due';
  if (isRenewing && method?.expMonth && method.expYear && nextCharge && expiryEnd(method.expMonth, method.expYear) <= new Date(nextCharge)) {
    alerts.push({
      key: `card_expiring:${method.id}:${method.expMonth}/${method.expYear}`,
      intent: 'warning',
      noticeId: null,
      message: `${method.label} expires (${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}) before your next payment on ${formatBillingDate(nextCharge)}. Update your payment method to keep Pro.`,
    });
  }
  if (status === 'active' && subscription.cancelAtPeriodEnd) {
    alerts.push({
      key: `ending:${id}:${subscription.currentPeriodEnd}`,
      intent: 'info',
      noticeId: null,
      message: `Your Pro subscription ends on ${formatBillingDate(subscription.currentPeriodEnd)}. You can keep it from Billing.`,
    });
  }
  if (status === 'paused') {
    alerts.push({
      key: `paused:${id}:${subscription.pausedAt}`,
      intent: 'info',
      noticeId: null,
      message: 'Pro is paused: you are not charged, and Pro features are off until you resume.',
    });
  }
  return alerts;
}

/** Every billing alert worth showing outside the Billing page, most urgent first, without the dismissed ones. */
export function billingAlerts(
  { notices, subscription }: { notices: readonly StoredNotice[]; subscription: AlertSubscription | null },
  dismissedKeys: ReadonlySet<string>,
): BillingAlert[] {
  const stored = notices.map((notice): BillingAlert => ({
    key: notice.id,
    intent: GOOD_NEWS.has(notice.kind) ? 'success' : 'warning',
    message: notice.message,
    noticeId: notice.id,
  }));
  const derived = subscription && subscription.status !== 'canceled' ? stateAlerts(subscription, notices) : [];
  return [...stored, ...derived.filter((alert) => !dismissedKeys.has(alert.key))].sort((a, b) => ORDER[a.intent] - ORDER[b.intent]);
}
