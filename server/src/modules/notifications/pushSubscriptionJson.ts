import { badInput } from '../../graphql/errors.js';

export interface ParsedPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const MAX_ENDPOINT_LENGTH = 2048;

const invalid = () =>
  badInput('The push subscription is not valid. Turn notifications off and on again on this device.', [
    { field: 'pushToken', message: 'Expected the browser push subscription as JSON: {endpoint, keys: {p256dh, auth}}.' },
  ]);

function decodedLength(value: unknown): number {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return -1;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length;
}

/** Reads a browser PushSubscription (JSON text or object): an https endpoint, a P-256 key and a 16-byte secret. */
export function parsePushSubscription(pushToken: unknown): ParsedPushSubscription {
  let value: unknown = pushToken;
  if (typeof pushToken === 'string') {
    try {
      value = JSON.parse(pushToken);
    } catch {
      throw invalid();
    }
  }
  if (!value || typeof value !== 'object') throw invalid();
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) throw invalid();
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid();
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw invalid();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  // An uncompressed P-256 point is 65 bytes starting with 0x04; the auth secret is 16 bytes.
  if (decodedLength(p256dh) !== 65 || decodedLength(auth) !== 16) throw invalid();
  if (Buffer.from((p256dh as string).replace(/=+$/, ''), 'base64url')[0] !== 0x04) throw invalid();
  return { endpoint: url.toString() === endpoint ? endpoint : url.toString(), p256dh: p256dh as string, auth: auth as string };
}
