import { describe, expect, it } from '@jest/globals';
import { billingAlerts, type AlertSubscription } from '../billingAlerts';

const active: AlertSubscription = {
  id: 'sub1',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-23T12:00:00Z',
  nextChargeAt: '2026-12-23T12:00:00Z',
  pausedAt: null,
  paymentMethod: { id: 'pm1', label: 'Visa •••• 4242', expMonth: 12, expYear: 2034 },
};
const none = new Set<string>();

describe('billing alerts outside the Billing page', () => {
  it('says nothing for a healthy subscription, a canceled one or none', () => {
    expect(billingAlerts({ notices: [], subscription: active }, none)).toEqual([]);
    expect(billingAlerts({ notices: [], subscription: { ...active, status: 'canceled', cancelAtPeriodEnd: true } }, none)).toEqual([]);
    expect(billingAlerts({ notices: [], subscription: null }, none)).toEqual([]);
  });

  it('warns when the card expires before the next payment (it works through the end of its month)', () => {
    const expiring = { ...active, paymentMethod: { ...active.paymentMethod!, expMonth: 11, expYear: 2026 } };
    expect(billingAlerts({ notices: [], subscription: expiring }, none)).toEqual([
      expect.objectContaining({
        key: 'card_expiring:pm1:11/2026',
        intent: 'warning',
        message: 'Visa •••• 4242 expires (11/26) before your next payment on Dec 23, 2026. Update your payment method to keep Pro.',
      }),
    ]);
    const throughDecember = { ...active, paymentMethod: { ...active.paymentMethod!, expMonth: 12, expYear: 2026 } };
    expect(billingAlerts({ notices: [], subscription: throughDecember }, none)).toEqual([]);
    // Nothing is charged again after a cancel, so an expiring card does not matter then.
    expect(billingAlerts({ notices: [], subscription: { ...expiring, cancelAtPeriodEnd: true } }, none).map((alert) => alert.key)).toEqual([
      'ending:sub1:2026-12-23T12:00:00Z',
    ]);
  });

  it('tells a paused or ending subscription, and a past-due one only when no stored failure notice says it already', () => {
    expect(billingAlerts({ notices: [], subscription: { ...active, status: 'paused', pausedAt: '2026-11-30T00:00:00Z' } }, none)[0]).toMatchObject({
      intent: 'info',
      message: 'Pro is paused: you are not charged, and Pro features are off until you resume.',
      noticeId: null,
    });
    expect(billingAlerts({ notices: [], subscription: { ...active, cancelAtPeriodEnd: true } }, none)[0]?.message).toBe(
      'Your Pro subscription ends on Dec 23, 2026. You can keep it from Billing.',
    );
    const pastDue = { ...active, status: 'past_due' };
    expect(billingAlerts({ notices: [], subscription: pastDue }, none).map((alert) => alert.key)).toEqual(['past_due:sub1:2026-12-23T12:00:00Z']);
    const failed = { id: 'n1', kind: 'payment_failed', message: "We couldn't charge Visa •••• 4242 $9.99 for Pro." };
    expect(billingAlerts({ notices: [failed], subscription: pastDue }, none)).toEqual([
      { key: 'n1', intent: 'warning', message: failed.message, noticeId: 'n1' },
    ]);
  });

  it('puts warnings first and leaves out what was dismissed in this browser until the state changes', () => {
    const recovered = { id: 'n2', kind: 'payment_recovered', message: 'Your payment of $9.99 went through.' };
    const paused = { ...active, status: 'paused', pausedAt: '2026-11-30T00:00:00Z', paymentMethod: { ...active.paymentMethod!, expMonth: 1, expYear: 2026 } };
    expect(billingAlerts({ notices: [recovered], subscription: paused }, none).map((alert) => alert.intent)).toEqual(['info', 'success']);
    expect(billingAlerts({ notices: [recovered], subscription: paused }, new Set(['paused:sub1:2026-11-30T00:00:00Z'])).map((alert) => alert.key)).toEqual([
      'n2',
    ]);
    const pausedAgain = { ...paused, pausedAt: '2027-01-05T00:00:00Z' };
    expect(billingAlerts({ notices: [], subscription: pausedAgain }, new Set(['paused:sub1:2026-11-30T00:00:00Z']))).toHaveLength(1);
  });
});
