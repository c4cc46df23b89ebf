import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import { notFound } from '../../graphql/errors.js';
import type { User } from '../users/user.entity.js';
import { InvoiceStatus } from './billing.enums.js';
import type { ChargeOutcome } from './gateways/paymentGateway.js';
import { Invoice } from './invoice.entity.js';
import { paymentMethodLabel } from './paymentMethodLabel.js';
import type { Subscription } from './subscription.entity.js';

const STATUS_OF: Record<ChargeOutcome['status'], InvoiceStatus> = {
  paid: InvoiceStatus.paid,
  failed: InvoiceStatus.failed,
  requires_confirmation: InvoiceStatus.open,
  pending: InvoiceStatus.open,
};

export function receiptNumber(invoiceId: string, at: Date): string {
  return `NUTRI-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${invoiceId.slice(0, 6).toUpperCase()}`;
}

/** Records one charge attempt; its `chargeKey` is unique, so a period's attempt is written (and charged) once. */
export function recordInvoice(
  em: EntityManager,
  subscription: Subscription,
  charge: ChargeOutcome,
  attempt: { chargeKey: string; periodStart: Date; periodEnd: Date; at: Date },
): Invoice {
  const method = subscription.paymentMethod;
  const invoice = new Invoice({
    user: subscription.user,
    subscription,
    chargeKey: attempt.chargeKey,
    amountCents: charge.amountCents,
    currency: charge.currency,
    status: STATUS_OF[charge.status],
    periodStart: attempt.periodStart,
    periodEnd: attempt.periodEnd,
    paymentMethodLabel: method ? paymentMethodLabel(method) : 'Payment method removed',
    receiptNumber: '',
    createdAt: attempt.at,
  });
  invoice.receiptNumber = receiptNumber(invoice.id, attempt.at);
  invoice.gatewayRef = charge.invoiceRef;
  invoice.paymentMethod = method;
  invoice.failureMessage = charge.failureMessage;
  if (charge.status === 'paid') invoice.paidAt = attempt.at;
  em.persist(invoice);
  return invoice;
}

export function listInvoices(em: EntityManager, viewer: User, window: PageWindow): Promise<[Invoice[], number]> {
  return em.findAndCount(Invoice, { user: viewer.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, offset: window.offset, limit: window.limit });
}

export async function ownInvoice(em: EntityManager, viewer: User, invoiceId: string): Promise<Invoice> {
  const invoice = await em.findOne(Invoice, { id: invoiceId, user: viewer.id });
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/** "$9.99": minor units shown with the currency's own number of decimals (JPY has none). */
export function formatMoney(amountCents: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountCents / 10 ** digits);
}
