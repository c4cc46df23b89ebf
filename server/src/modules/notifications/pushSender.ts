import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import webpush from 'web-push';
import type { PushConfig } from '../../config.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { PushSubscription } from './pushSubscription.entity.js';
import { vapidKeys } from './vapidKeys.js';

export type PushDeps = Pick<ServiceDeps, 'em' | 'config' | 'logger'> & {
  /** An HTTPS agent for the push services (tests trust their local receiver's certificate with it). */
  agent?: https.Agent;
};

export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const PUSH_TIMEOUT_MS = 10_000;

const agents = new Map<string, https.Agent>();

// Signing a VAPID token costs several times the payload encryption, and a token may be reused for its lifetime, so
// each push service (audience) gets one token, renewed an hour before it expires.
const VAPID_TOKEN_LIFETIME_S = 12 * 3600;
const VAPID_RENEW_BEFORE_MS = 3600 * 1000;
const vapidTokens = new Map<string, { authorization: string; renewAt: number }>();

function vapidAuthorization(endpoint: string, subject: string, keys: { publicKey: string; privateKey: string }): string {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${audience} ${subject} ${keys.publicKey}`;
  const cached = vapidTokens.get(cacheKey);
  if (cached && cached.renewAt > Date.now()) return cached.authorization;
  const expiration = Math.floor(Date.now() / 1000) + VAPID_TOKEN_LIFETIME_S;
  const { Authorization } = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration);
  vapidTokens.set(cacheKey, { authorization: Authorization, renewAt: expiration * 1000 - VAPID_RENEW_BEFORE_MS });
  return Authorization;
}

/** Keep-alive connections to the push services; with PUSH_EXTRA_CA_FILE, its authorities are trusted too. */
function agentFor(config: PushConfig): https.Agent {
  const key = config.extraCaFile ?? '';
  let agent = agents.get(key);
  if (!agent) {
    const ca = config.extraCaFile ? [...tls.rootCertificates, fs.readFileSync(config.extraCaFile, 'utf8')] : undefined;
    agent = new https.Agent({ keepAlive: true, maxSockets: 50, ...(ca ? { ca } : {}) });
    agents.set(key, agent);
  }
  return agent;
}

/**
 * Sends one payload to each subscription in parallel. A subscription the push service no longer knows (404, 410)
 * is deleted; other failures are reported so the caller can retry later.
 */
export async function sendPush(deps: PushDeps, targets: readonly PushTarget[], payload: object, options: { ttlSeconds: number }): Promise<PushOutcome[]> {
  const keys = await vapidKeys(deps.em, deps.config.push);
  const body = JSON.stringify(payload);
  const outcomes = await Promise.all(
    targets.map(async (target): Promise<PushOutcome> => {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, body, {
          headers: { Authorization: vapidAuthorization(target.endpoint, deps.config.push.vapidSubject, keys) },
          TTL: options.ttlSeconds,
          urgency: 'normal',
          timeout: PUSH_TIMEOUT_MS,
          agent: deps.agent ?? agentFor(deps.config.push),
        });
        return 'delivered';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        const statusCode = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        deps.logger.warn({ statusCode, err: error instanceof Error ? error.message : String(error), host: new URL(target.endpoint).host }, 'push failed');
        return 'failed';
      }
    }),
  );
  const goneIds = targets.filter((_, index) => outcomes[index] === 'gone').map((target) => target.id);
  if (goneIds.length) await deps.em.nativeDelete(PushSubscription, { id: { $in: goneIds } });
  return outcomes;
}
