import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  pause_collection: { behavior: string } | null;
  default_payment_method: string | null;
  periodStart: number;
  periodEnd: number;
  latestInvoice: string;
}

interface FakeSetupIntent {
  id: string;
  customer: string;
  status: string;
  payment_method: string | null;
  allowedTypes: string[];
  usage: string | null;
}

/**
 * A small stand-in for the Stripe HTTP API (the endpoints billing uses), so the real `stripe` SDK can be exercised
 * over HTTP. It honours Idempotency-Key like Stripe: the same key returns the first response and does nothing new.
 */
export class FakeStripeApi {
  readonly calls: { method: string; path: string; form: URLSearchParams }[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly attachedTo = new Map<string, string>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  /** PayPal payment methods by id, with the payer's email. */
  readonly paypalEmails = new Map<string, string>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private sequence = 0;
  /** Ids differ between runs and test files: customers and methods of an earlier run stay in the test database. */
  private readonly run = Math.random().toString(36).slice(2, 8);
  private server = http.createServer((request, response) => void this.handle(request, response));
  port = 0;

  static readonly CARDS: Record<string, { brand: string; last4: string; declineOnAttach?: boolean }> = {
    pm_card_visa: { brand: 'visa', last4: '4242' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', declineOnAttach: true },
  };

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  countOf(method: string, pathPattern: RegExp): number {
    return this.calls.filter((call) => call.method === method && pathPattern.test(call.path)).length;
  }

  /** `expand[]=…` or `expand[0]=…`, as the SDK writes it. */
  static expansions(form: URLSearchParams): string[] {
    return [...form.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
  }

  private nextId(prefix: string) {
    return `${prefix}_fake${this.run}${++this.sequence}`;
  }

  /** What PayPal's approval page and Stripe do once the customer approves: a PayPal method attached to the customer. */
  approvePaypalSetup(setupIntentId: string, payerEmail: string): string {
    const intent = this.setupIntents.get(setupIntentId)!;
    const paymentMethodId = this.nextId('pm_paypal');
    this.paypalEmails.set(paymentMethodId, payerEmail);
    this.attachedTo.set(paymentMethodId, intent.customer);
    Object.assign(intent, { status: 'succeeded', payment_method: paymentMethodId });
    return paymentMethodId;
  }

  setupIntentObject(intent: FakeSetupIntent, expandPaymentMethod = false) {
    return {
      id: intent.id,
      object: 'setup_intent',
      client_secret: `${intent.id}_secret_fake`,
      customer: intent.customer,
      status: intent.status,
      usage: intent.usage,
      payment_method_types: intent.allowedTypes,
      last_setup_error: null,
      payment_method: intent.payment_method && expandPaymentMethod ? this.paymentMethod(intent.payment_method) : intent.payment_method,
    };
  }

  paymentMethod(id: string) {
    const payerEmail = this.paypalEmails.get(id);
    if (payerEmail) {
      return {
        id,
        object: 'payment_method',
        type: 'paypal',
        customer: this.attachedTo.get(id) ?? null,
        paypal: { payer_email: payerEmail, payer_id: 'PAYERFAKE' },
      };
    }
    const card = FakeStripeApi.CARDS[id] ?? { brand: 'visa', last4: '4242' };
    return {
      id,
      object: 'payment_method',
      type: 'card',
      customer: this.attachedTo.get(id) ?? null,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
    };
  }

  subscriptionObject(subscription: FakeSubscription, expandInvoice: boolean) {
    const invoice = {
      id: subscription.latestInvoice,
      object: 'invoice',
      status: 'paid',
      amount_paid: 1299,
      amount_due: 1299,
      currency: 'usd',
      payments: { object: 'list', data: [] },
    };
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      currency: 'usd',
      cancel_at_period_end: subscription.cancel_at_period_end,
      pause_collection: subscription.pause_collection,
      default_payment_method: subscription.default_payment_method,
      items: {
        object: 'list',
        data: [{ id: `si_${subscription.id}`, current_period_start: subscription.periodStart, current_period_end: subscription.periodEnd }],
      },
      latest_invoice: expandInvoice ? invoice : subscription.latestInvoice,
    };
  }

  private route(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: this.nextId('cus'), object: 'customer' } };
    if (method === 'POST' && (match = /^\/v1\/customers\/([^/]+)$/.exec(path))) return { status: 200, body: { id: match[1], object: 'customer' } };
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      if (FakeStripeApi.CARDS[match[1]!]?.declineOnAttach) {
        return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } };
      }
      this.attachedTo.set(match[1]!, form.get('customer') ?? '');
      return { status: 200, body: this.paymentMethod(match[1]!) };
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path))) {
      this.attachedTo.delete(match[1]!);
      return { status: 200, body: this.paymentMethod(match[1]!) };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const intent: FakeSetupIntent = {
        id: this.nextId('seti'),
        customer: form.get('customer') ?? '',
        status: 'requires_payment_method',
        payment_method: null,
        allowedTypes: [...form.entries()].filter(([key]) => /^(allowed_)?payment_method_types\[/.test(key)).map(([, value]) => value),
        usage: form.get('usage'),
      };
      this.setupIntents.set(intent.id, intent);
      return { status: 200, body: this.setupIntentObject(intent) };
    }
    if (method === 'GET' && (match = /^\/v1\/setup_intents\/([^/]+)$/.exec(path))) {
      const intent = this.setupIntents.get(match[1]!);
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent' } } };
      return { status: 200, body: this.setupIntentObject(intent, FakeStripeApi.expansions(form).includes('payment_method')) };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) return { status: 200, body: this.paymentMethod(match[1]!) };
    if (method === 'POST' && path === '/v1/subscriptions') {
      const now = Math.floor(Date.now() / 1000);
      const subscription: FakeSubscription = {
        id: this.nextId('sub'),
        customer: form.get('customer') ?? '',
        status: 'active',
        cancel_at_period_end: false,
        pause_collection: null,
        default_payment_method: form.get('default_payment_method'),
        periodStart: now,
        periodEnd: now + 30 * 86400,
        latestInvoice: this.nextId('in'),
      };
      this.subscriptions.set(subscription.id, subscription);
      return { status: 200, body: this.subscriptionObject(subscription, true) };
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = this.subscriptions.get(match[1]!);
      if (!subscription) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } } };
      if (method === 'POST') {
        if (form.has('cancel_at_period_end')) subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        if (form.has('pause_collection[behavior]')) subscription.pause_collection = { behavior: form.get('pause_collection[behavior]')! };
        else if (form.has('pause_collection')) subscription.pause_collection = null;
        if (form.has('default_payment_method')) subscription.default_payment_method = form.get('default_payment_method');
      }
      if (method === 'DELETE') subscription.status = 'canceled';
      return {
        status: 200,
        body: this.subscriptionObject(
          subscription,
          form.getAll('expand[]').some((path) => path.startsWith('latest_invoice')),
        ),
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `fake Stripe has no ${method} ${path}` } } };
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = new URLSearchParams(request.method === 'GET' || request.method === 'DELETE' ? url.search : raw);
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'];
    let reply = typeof key === 'string' ? this.replies.get(key) : undefined;
    if (!reply) {
      this.calls.push({ method, path: url.pathname, form });
      reply = this.route(method, url.pathname, form);
      if (typeof key === 'string') this.replies.set(key, reply);
    }
    response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${this.sequence}` });
    response.end(JSON.stringify(reply.body));
  }
}
