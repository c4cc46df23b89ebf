import express, { type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ErrorCode } from '../../graphql/errors.js';
import type { Logger } from '../../logger.js';
import { sendError } from '../../rest/restAdapter.js';
import type { PaymentServices } from './billingDeps.js';
import { WebhookSignatureError } from './gateways/paymentGateway.js';
import { handleGatewayEvent } from './webhook.service.js';

/**
 * POST /api/payments/webhook. Mounted before the JSON parser: the signature covers the exact bytes Stripe sent, so
 * the body is read raw. A bad signature is 400 and changes nothing.
 */
export function paymentWebhookRouter(deps: { orm: MikroORM; payments: PaymentServices; logger: Logger }) {
  const router = express.Router();
  router.post('/', express.raw({ type: () => true, limit: '1mb' }), async (request: Request, response: Response) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event;
    try {
      event = deps.payments.gateway.parseWebhook(rawBody, request.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) return sendError(response, ErrorCode.BAD_USER_INPUT, error.message);
      throw error;
    }
    const result = await handleGatewayEvent({ ...deps.payments, em: deps.orm.em.fork() }, event);
    deps.logger.info({ webhookEvent: event.id, type: event.type, result }, 'payment webhook');
    response.json({ received: true, result });
  });
  return router;
}
