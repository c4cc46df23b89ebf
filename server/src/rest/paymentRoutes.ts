import type { RestRequest, RestRoute } from './routeTable.js';

const METHOD = `fragment RestPaymentMethod on PaymentMethod {
  id internalID kind nickname label brand last4 expMonth expYear paypalEmail isDefault createdAt
  billingAddress { street1 city state zipCode country }
}`;
const SUBSCRIPTION = `fragment RestSubscription on ProSubscription {
  id internalID status amountCents currency currentPeriodStart currentPeriodEnd cancelAtPeriodEnd nextChargeAt
  nextChargeAmountCents failedAttempts pausedAt canceledAt createdAt paymentMethod { ...RestPaymentMethod }
}`;
const SUBSCRIPTION_PAYLOAD = `subscription { ...RestSubscription } requiresConfirmation clientSecret viewer { user { tier subscriptionStatus } }`;
const INVOICE = `fragment RestInvoice on Invoice {
  id internalID receiptNumber amountCents currency status periodStart periodEnd paymentMethodLabel failureMessage createdAt paidAt
}`;
const PAGE_SIZE = 10;

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;

/** A subscription change as REST returns it: the subscription plus the account's resulting plan. */
const subscriptionResult = (mutation: string) => ({
  subscription: `${mutation}.subscription`,
  requiresConfirmation: `${mutation}.requiresConfirmation`,
  clientSecret: `${mutation}.clientSecret`,
  user: `${mutation}.viewer.user`,
});

/** Pause, resume, cancel and confirm take no body; a `subscriptionId` in it (optional) must be the live subscription's. */
const subscriptionActionVariables = (request: RestRequest) => ({ input: { subscriptionId: body(request).subscriptionId ?? null } });

/** The card as sent: `card {number, expMonth, expYear, cvc, postalCode}` or the same fields flat (`cardNumber`…). */
function cardOf(fields: Record<string, unknown>): Record<string, unknown> | null {
  if (fields.card && typeof fields.card === 'object') return fields.card as Record<string, unknown>;
  if (fields.cardNumber === undefined) return null;
  return {
    number: fields.cardNumber,
    expMonth: fields.expMonth,
    expYear: fields.expYear,
    cvc: fields.cvc,
    postalCode: fields.postalCode ?? fields.zipCode ?? null,
  };
}

const methodInput = (fields: Record<string, unknown>) => ({
  nickname: fields.nickname ?? null,
  billingAddress: fields.billingAddress ?? null,
  makeDefault: fields.isDefault ?? fields.makeDefault ?? null,
  idempotencyKey: fields.idempotencyKey ?? null,
});

const VIEWER_PLAN = `viewer { user { tier subscriptionStatus } subscription { ...RestSubscription } billing { gateway isSandbox proPriceCents currency isProSetByAdministrator } }`;

export const paymentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/payment-methods',
    summary: 'Your saved payment methods (cards and PayPal), the default first.',
    document: `query { viewer { paymentMethods(first: 100) { edges { node { ...RestPaymentMethod } } } } } ${METHOD}`,
    result: { paymentMethods: 'viewer.paymentMethods.edges.node' },
  },
  {
    method: 'POST',
    path: '/payment-methods/card',
    summary:
      'Save a card {sourceId (Stripe pm_…) | card {number, expMonth, expYear, cvc, postalCode} (sandbox test cards), nickname, billingAddress, isDefault}.',
    document: `mutation ($input: AddCardPaymentMethodInput!) { addCardPaymentMethod(input: $input) { paymentMethod { ...RestPaymentMethod } } } ${METHOD}`,
    variables: (request) => {
      const fields = body(request);
      return { input: { sourceId: fields.sourceId ?? null, card: cardOf(fields), ...methodInput(fields) } };
    },
    result: 'addCardPaymentMethod.paymentMethod',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/payment-methods/paypal',
    summary: 'Save a PayPal account {sourceId or setupId (Stripe) | email (sandbox), nickname, billingAddress, isDefault}.',
    document: `mutation ($input: AddPaypalPaymentMethodInput!) { addPaypalPaymentMethod(input: $input) { paymentMethod { ...RestPaymentMethod } } } ${METHOD}`,
    variables: (request) => {
      const fields = body(request);
      return { input: { sourceId: fields.sourceId ?? null, setupId: fields.setupId ?? null, email: fields.email ?? null, ...methodInput(fields) } };
    },
    result: 'addPaypalPaymentMethod.paymentMethod',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/payment-methods/billing-address',
    summary: 'Change a billing address {paymentMethodId (default: the default method), billingAddress {street1, city, state, zipCode, country}}.',
    document: `mutation ($input: UpdateBillingAddressInput!) { updateBillingAddress(input: $input) { paymentMethod { ...RestPaymentMethod } } } ${METHOD}`,
    variables: (request) => {
      const fields = body(request);
      const { paymentMethodId, billingAddress, ...flat } = fields;
      return { input: { paymentMethodId: paymentMethodId ?? null, billingAddress: billingAddress ?? flat } };
    },
    result: 'updateBillingAddress.paymentMethod',
  },
  {
    method: 'PUT',
    path: '/payment-methods/:id',
    summary: 'Rename a payment method or change its billing address {nickname, billingAddress}.',
    document: `mutation ($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { paymentMethod { ...RestPaymentMethod } } } ${METHOD}`,
    variables: (request) => ({
      input: { paymentMethodId: request.params.id, nickname: body(request).nickname ?? null, billingAddress: body(request).billingAddress ?? null },
    }),
    result: 'updatePaymentMethod.paymentMethod',
  },
  {
    method: 'PUT',
    path: '/payment-methods/:id/default',
    summary: 'Make a payment method the default.',
    document: `mutation ($input: SetDefaultPaymentMethodInput!) { setDefaultPaymentMethod(input: $input) { paymentMethod { ...RestPaymentMethod } } } ${METHOD}`,
    variables: (request) => ({ input: { paymentMethodId: request.params.id } }),
    result: 'setDefaultPaymentMethod.paymentMethod',
  },
  {
    method: 'DELETE',
    path: '/payment-methods/:id',
    summary: 'Remove a payment method; 409 while your subscription is paid with it.',
    document: `mutation ($input: RemovePaymentMethodInput!) { removePaymentMethod(input: $input) { deletedPaymentMethodId } }`,
    variables: (request) => ({ input: { paymentMethodId: request.params.id } }),
    result: { deleted: true, id: 'removePaymentMethod.deletedPaymentMethodId' },
  },
  {
    method: 'GET',
    path: '/payments/subscription/status',
    summary: 'Your plan: tier, subscriptionStatus, the subscription (status, next charge, period end) and how Pro was set.',
    document: `query { ${VIEWER_PLAN} } ${SUBSCRIPTION} ${METHOD}`,
    result: { '...user': 'viewer.user', subscription: 'viewer.subscription', '...billing': 'viewer.billing' },
  },
  {
    method: 'GET',
    path: '/payments/billing-history',
    summary: 'Your invoices, newest first: ?page&limit (default 10).',
    document: `query ($first: Int, $after: String) { viewer { invoices(first: $first, after: $after) { totalCount edges { node { ...RestInvoice } } } } } ${INVOICE}`,
    result: 'viewer.invoices',
    page: { key: 'invoices', defaultLimit: PAGE_SIZE },
  },
  {
    method: 'POST',
    path: '/payments/subscription/start',
    summary: 'Start Pro {paymentMethodId, idempotencyKey}; the first month is charged now. 409 when already subscribed.',
    document: `mutation ($input: StartSubscriptionInput!) { startSubscription(input: $input) { ${SUBSCRIPTION_PAYLOAD} } } ${SUBSCRIPTION} ${METHOD}`,
    variables: (request) => ({ input: { paymentMethodId: body(request).paymentMethodId, idempotencyKey: body(request).idempotencyKey ?? null } }),
    result: subscriptionResult('startSubscription'),
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/payments/subscription/confirm',
    summary: 'Complete a start whose first payment needed confirmation.',
    document: `mutation ($input: ConfirmSubscriptionPaymentInput!) { confirmSubscriptionPayment(input: $input) { ${SUBSCRIPTION_PAYLOAD} } } ${SUBSCRIPTION} ${METHOD}`,
    variables: subscriptionActionVariables,
    result: subscriptionResult('confirmSubscriptionPayment'),
  },
  {
    method: 'DELETE',
    path: '/payments/subscription/cancel',
    summary: 'Cancel: Pro stays until the paid month ends, then the account is Free.',
    document: `mutation ($input: CancelSubscriptionInput!) { cancelSubscription(input: $input) { ${SUBSCRIPTION_PAYLOAD} } } ${SUBSCRIPTION} ${METHOD}`,
    variables: subscriptionActionVariables,
    result: subscriptionResult('cancelSubscription'),
  },
  {
    method: 'POST',
    path: '/payments/pause-subscription',
    summary: 'Pause: no charges and no Pro features until resumed.',
    document: `mutation ($input: PauseSubscriptionInput!) { pauseSubscription(input: $input) { ${SUBSCRIPTION_PAYLOAD} } } ${SUBSCRIPTION} ${METHOD}`,
    variables: subscriptionActionVariables,
    result: subscriptionResult('pauseSubscription'),
  },
  {
    method: 'POST',
    path: '/payments/resume-subscription',
    summary: 'Resume a paused subscription (or keep one set to cancel).',
    document: `mutation ($input: ResumeSubscriptionInput!) { resumeSubscription(input: $input) { ${SUBSCRIPTION_PAYLOAD} } } ${SUBSCRIPTION} ${METHOD}`,
    variables: subscriptionActionVariables,
    result: subscriptionResult('resumeSubscription'),
  },
  {
    method: 'PUT',
    path: '/payments/update-payment-method',
    summary: 'Pay the subscription with another saved method {paymentMethodId}; a failed renewal is retried at once.',
    document: `mutation ($input: ChangeSubscriptionPaymentMethodInput!) { changeSubscriptionPaymentMethod(input: $input) { ${SUBSCRIPTION_PAYLOAD} } } ${SUBSCRIPTION} ${METHOD}`,
    variables: (request) => ({ input: { paymentMethodId: body(request).paymentMethodId } }),
    result: subscriptionResult('changeSubscriptionPaymentMethod'),
  },
];
