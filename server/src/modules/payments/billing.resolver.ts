import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import type { User } from '../users/user.entity.js';
import { Tier } from '../users/user.enums.js';
import { Viewer } from '../users/viewer.type.js';
import { BillingStatus, PaymentMethodKind } from './billing.enums.js';
import {
  AddCardPaymentMethodInput,
  AddPaypalPaymentMethodInput,
  CancelSubscriptionInput,
  ChangeSubscriptionPaymentMethodInput,
  ConfirmSubscriptionPaymentInput,
  DismissBillingNoticeInput,
  PauseSubscriptionInput,
  RemovePaymentMethodInput,
  ResumeSubscriptionInput,
  SetDefaultPaymentMethodInput,
  StartPaypalSetupInput,
  StartSubscriptionInput,
  SubscriptionActionInput,
  UpdateBillingAddressInput,
  UpdatePaymentMethodInput,
} from './billing.input.js';
import {
  BillingNoticeConnection,
  BillingNoticeView,
  BillingOverview,
  InvoiceConnection,
  InvoiceView,
  PaymentMethodConnection,
  PaymentMethodView,
  ProSubscriptionView,
} from './billing.type.js';
import type { BillingDeps } from './billingDeps.js';
import { dismissNotice, listOpenNotices } from './billingNotice.service.js';
import { Invoice } from './invoice.entity.js';
import { listInvoices } from './invoice.service.js';
import { PaymentMethod } from './paymentMethod.entity.js';
import * as methods from './paymentMethod.service.js';
import { Subscription } from './subscription.entity.js';
import * as subscriptions from './subscription.service.js';

const PAGE_SIZE = 10;

const depsOf = (ctx: Context): BillingDeps => ({ em: ctx.em, ...ctx.payments });

registerNodeType('PaymentMethod', async (ctx, id) => {
  const method = ctx.viewerRecord && (await ctx.em.findOne(PaymentMethod, { id, user: ctx.viewerRecord.id }));
  return method ? new PaymentMethodView(method) : null;
});
registerNodeType('ProSubscription', async (ctx, id) => {
  const subscription = ctx.viewerRecord && (await ctx.em.findOne(Subscription, { id, user: ctx.viewerRecord.id }, { populate: ['paymentMethod'] }));
  return subscription ? new ProSubscriptionView(subscription) : null;
});
registerNodeType('Invoice', async (ctx, id) => {
  const invoice = ctx.viewerRecord && (await ctx.em.findOne(Invoice, { id, user: ctx.viewerRecord.id }));
  return invoice ? new InvoiceView(invoice) : null;
});

@ObjectType()
class PaymentMethodPayload {
  @Field(() => PaymentMethodView) paymentMethod!: PaymentMethodView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType({ description: 'A PayPal account waiting for the customer to approve it on PayPal.' })
class StartPaypalSetupPayload {
  @Field(() => String, { description: 'Give this back as setupId to addPaypalPaymentMethod once approved.' }) setupId!: string;
  @Field(() => String, { nullable: true, description: 'Stripe: the SetupIntent client secret for stripe.confirmPayPalSetup; null in the sandbox.' })
  clientSecret!: string | null;
}

@ObjectType()
class RemovePaymentMethodPayload {
  @Field(() => ID) deletedPaymentMethodId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class SubscriptionPayload {
  @Field(() => ProSubscriptionView) subscription!: ProSubscriptionView;
  @Field(() => Boolean, { description: 'The first payment waits for the customer to confirm it (confirmSubscriptionPayment).' })
  requiresConfirmation!: boolean;
  @Field(() => String, { nullable: true, description: 'Stripe: the client secret to confirm the payment with Stripe.js.' })
  clientSecret!: string | null;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class DismissBillingNoticePayload {
  @Field(() => ID) dismissedNoticeId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

/** Tier and status change inside the services' own transactions; the payload's viewer must show the new plan. */
async function viewerAfter(ctx: Context): Promise<Viewer> {
  await ctx.em.refresh(ctx.viewer!);
  return new Viewer(ctx.viewer!);
}

async function methodPayload(ctx: Context, method: PaymentMethod): Promise<PaymentMethodPayload> {
  return { paymentMethod: new PaymentMethodView(method), viewer: new Viewer(ctx.viewer!) };
}

async function subscriptionPayload(ctx: Context, result: subscriptions.StartResult): Promise<SubscriptionPayload> {
  await ctx.em.refresh(result.subscription, { populate: ['paymentMethod'] });
  return {
    subscription: new ProSubscriptionView(result.subscription),
    requiresConfirmation: result.requiresConfirmation,
    clientSecret: result.clientSecret,
    viewer: await viewerAfter(ctx),
  };
}

const settled = (subscription: Subscription): subscriptions.StartResult => ({ subscription, requiresConfirmation: false, clientSecret: null });
const methodId = (id: string) => idOf('PaymentMethod', id, 'paymentMethodId');
const subscriptionAction = (input: SubscriptionActionInput): subscriptions.SubscriptionAction => ({
  subscriptionId: input.subscriptionId ? idOf('ProSubscription', input.subscriptionId, 'subscriptionId') : null,
});

@Resolver()
export class BillingResolver {
  @Authorized()
  @Mutation(() => PaymentMethodPayload, { description: 'Saves a card. Declined, expired or invalid cards are BAD_USER_INPUT and nothing is saved.' })
  async addCardPaymentMethod(@Arg('input', () => AddCardPaymentMethodInput) input: AddCardPaymentMethodInput, @Ctx() ctx: Context) {
    const method = await methods.addPaymentMethod(depsOf(ctx), ctx.viewer!, {
      source: { kind: PaymentMethodKind.card, sourceId: input.sourceId, card: input.card },
      nickname: input.nickname,
      billingAddress: input.billingAddress,
      makeDefault: input.makeDefault,
      idempotencyKey: input.idempotencyKey,
    });
    return methodPayload(ctx, method);
  }

  @Authorized()
  @Mutation(() => StartPaypalSetupPayload, { description: 'Starts saving a PayPal account that the customer approves on PayPal (Stripe).' })
  async startPaypalSetup(@Arg('input', () => StartPaypalSetupInput) input: StartPaypalSetupInput, @Ctx() ctx: Context): Promise<StartPaypalSetupPayload> {
    const setup = await methods.startPaypalSetup(depsOf(ctx), ctx.viewer!, input);
    return { setupId: setup.ref, clientSecret: setup.clientSecret };
  }

  @Authorized()
  @Mutation(() => PaymentMethodPayload, { description: 'Saves a PayPal account.' })
  async addPaypalPaymentMethod(@Arg('input', () => AddPaypalPaymentMethodInput) input: AddPaypalPaymentMethodInput, @Ctx() ctx: Context) {
    const method = await methods.addPaymentMethod(depsOf(ctx), ctx.viewer!, {
      source: { kind: PaymentMethodKind.paypal, sourceId: input.sourceId, email: input.email, setupRef: input.setupId },
      nickname: input.nickname,
      billingAddress: input.billingAddress,
      makeDefault: input.makeDefault,
      idempotencyKey: input.idempotencyKey,
    });
    return methodPayload(ctx, method);
  }

  @Authorized()
  @Mutation(() => PaymentMethodPayload, { description: 'Renames a payment method or changes its billing address.' })
  async updatePaymentMethod(@Arg('input', () => UpdatePaymentMethodInput) input: UpdatePaymentMethodInput, @Ctx() ctx: Context) {
    const method = await methods.updatePaymentMethod(depsOf(ctx), ctx.viewer!, { ...input, paymentMethodId: methodId(input.paymentMethodId) });
    return methodPayload(ctx, method);
  }

  @Authorized()
  @Mutation(() => PaymentMethodPayload, { description: 'Changes the billing address of a payment method (the default one when none is named).' })
  async updateBillingAddress(@Arg('input', () => UpdateBillingAddressInput) input: UpdateBillingAddressInput, @Ctx() ctx: Context) {
    const paymentMethodId = input.paymentMethodId ? methodId(input.paymentMethodId) : null;
    const method = await methods.updateBillingAddress(depsOf(ctx), ctx.viewer!, { paymentMethodId, billingAddress: input.billingAddress });
    return methodPayload(ctx, method);
  }

  @Authorized()
  @Mutation(() => PaymentMethodPayload)
  async setDefaultPaymentMethod(@Arg('input', () => SetDefaultPaymentMethodInput) input: SetDefaultPaymentMethodInput, @Ctx() ctx: Context) {
    const method = await methods.setDefaultPaymentMethod(depsOf(ctx), ctx.viewer!, methodId(input.paymentMethodId));
    return methodPayload(ctx, method);
  }

  @Authorized()
  @Mutation(() => RemovePaymentMethodPayload, { description: 'CONFLICT while a live subscription is paid with it.' })
  async removePaymentMethod(@Arg('input', () => RemovePaymentMethodInput) input: RemovePaymentMethodInput, @Ctx() ctx: Context) {
    const id = await methods.removePaymentMethod(depsOf(ctx), ctx.viewer!, methodId(input.paymentMethodId));
    return { deletedPaymentMethodId: toGlobalId('PaymentMethod', id), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => SubscriptionPayload, { description: 'Starts Pro, charging the first month now. CONFLICT when a subscription is already live.' })
  async startSubscription(@Arg('input', () => StartSubscriptionInput) input: StartSubscriptionInput, @Ctx() ctx: Context) {
    const result = await subscriptions.startSubscription(depsOf(ctx), ctx.viewer!, { ...input, paymentMethodId: methodId(input.paymentMethodId) });
    return subscriptionPayload(ctx, result);
  }

  @Authorized()
  @Mutation(() => SubscriptionPayload, { description: 'Completes a start whose first payment needed confirmation.' })
  async confirmSubscriptionPayment(@Arg('input', () => ConfirmSubscriptionPaymentInput) input: ConfirmSubscriptionPaymentInput, @Ctx() ctx: Context) {
    return subscriptionPayload(ctx, settled(await subscriptions.confirmSubscriptionPayment(depsOf(ctx), ctx.viewer!, subscriptionAction(input))));
  }

  @Authorized()
  @Mutation(() => SubscriptionPayload, { description: 'Pauses: no charges and no Pro features until resumed.' })
  async pauseSubscription(@Arg('input', () => PauseSubscriptionInput) input: PauseSubscriptionInput, @Ctx() ctx: Context) {
    return subscriptionPayload(ctx, settled(await subscriptions.pauseSubscription(depsOf(ctx), ctx.viewer!, subscriptionAction(input))));
  }

  @Authorized()
  @Mutation(() => SubscriptionPayload, { description: 'Resumes a paused subscription, or keeps one that was set to cancel.' })
  async resumeSubscription(@Arg('input', () => ResumeSubscriptionInput) input: ResumeSubscriptionInput, @Ctx() ctx: Context) {
    return subscriptionPayload(ctx, settled(await subscriptions.resumeSubscription(depsOf(ctx), ctx.viewer!, subscriptionAction(input))));
  }

  @Authorized()
  @Mutation(() => SubscriptionPayload, { description: 'Cancels: Pro stays until the paid month ends, then the account is Free.' })
  async cancelSubscription(@Arg('input', () => CancelSubscriptionInput) input: CancelSubscriptionInput, @Ctx() ctx: Context) {
    return subscriptionPayload(ctx, settled(await subscriptions.cancelSubscription(depsOf(ctx), ctx.viewer!, subscriptionAction(input))));
  }

  @Authorized()
  @Mutation(() => SubscriptionPayload, { description: 'Pays the subscription with another saved method (a failed renewal is retried at once).' })
  async changeSubscriptionPaymentMethod(
    @Arg('input', () => ChangeSubscriptionPaymentMethodInput) input: ChangeSubscriptionPaymentMethodInput,
    @Ctx() ctx: Context,
  ) {
    const subscription = await subscriptions.changeSubscriptionPaymentMethod(depsOf(ctx), ctx.viewer!, methodId(input.paymentMethodId));
    return subscriptionPayload(ctx, settled(subscription));
  }

  @Authorized()
  @Mutation(() => DismissBillingNoticePayload)
  async dismissBillingNotice(@Arg('input', () => DismissBillingNoticeInput) input: DismissBillingNoticeInput, @Ctx() ctx: Context) {
    const id = await dismissNotice(ctx.em, ctx.viewer!, idOf('BillingNotice', input.noticeId, 'noticeId'), ctx.payments.clock.now());
    return { dismissedNoticeId: toGlobalId('BillingNotice', id), viewer: new Viewer(ctx.viewer!) };
  }
}

function isLiveStatus(status: BillingStatus) {
  return status === BillingStatus.active || status === BillingStatus.past_due;
}

@Resolver(() => Viewer)
export class BillingViewerResolver {
  @FieldResolver(() => PaymentMethodConnection, { description: 'Saved payment methods, the default first.' })
  async paymentMethods(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await methods.listPaymentMethods(ctx.em, viewer.user, window);
    return toConnection(
      rows.map((row) => new PaymentMethodView(row)),
      total,
      window,
    );
  }

  @FieldResolver(() => ProSubscriptionView, { nullable: true, description: 'The live subscription, or the most recent one; null when never subscribed.' })
  async subscription(@Root() viewer: Viewer, @Ctx() ctx: Context) {
    const subscription = await subscriptions.currentSubscription(ctx.em, viewer.record.id);
    return subscription ? new ProSubscriptionView(subscription) : null;
  }

  @FieldResolver(() => InvoiceConnection, { description: 'Billing history, newest first.' })
  async invoices(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await listInvoices(ctx.em, viewer.user, window);
    return toConnection(
      rows.map((row) => new InvoiceView(row)),
      total,
      window,
    );
  }

  @FieldResolver(() => BillingNoticeConnection, { description: 'Billing messages not yet dismissed, newest first.' })
  async billingNotices(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await listOpenNotices(ctx.em, viewer.user, window);
    return toConnection(
      rows.map((row) => new BillingNoticeView(row)),
      total,
      window,
    );
  }

  @FieldResolver(() => BillingOverview)
  async billing(@Root() viewer: Viewer, @Ctx() ctx: Context): Promise<BillingOverview> {
    const user: User = viewer.user;
    const live = await subscriptions.currentSubscription(ctx.em, user.id);
    const { gateway, pricing } = ctx.payments;
    return {
      gateway: gateway.name,
      isSandbox: gateway.publishableKey === null,
      stripePublishableKey: gateway.publishableKey,
      proPriceCents: pricing.priceMonthlyCents,
      currency: pricing.currency,
      isProSetByAdministrator: user.tier === Tier.pro && !(live && isLiveStatus(live.status)),
    };
  }
}
