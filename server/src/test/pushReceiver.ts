import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** How the receiver answers pushes to one subscription: accept, say it is gone, or fail the first n times. */
/** `holdFirst`: the first push is received but never answered, as when its sender dies before reading the answer. */
export type ReceiverMode =
  { kind: 'accept' } | { kind: 'gone'; status: 404 | 410 } | { kind: 'failFirst'; times: number; status: number } | { kind: 'holdFirst' };

export interface ReceivedPush {
  subscriptionId: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  vapid: { subject: string; audience: string; publicKey: string };
  at: number;
}

interface Registered {
  ecdh: ECDH;
  auth: Buffer;
  mode: ReceiverMode;
  attempts: number;
}

export interface PushReceiver {
  origin: string;
  /** Trusts the receiver's self-signed certificate (give it to the push sender). */
  agent: https.Agent;
  /** The certificate as a PEM file (PUSH_EXTRA_CA_FILE for a test server). */
  caFile: string;
  received: ReceivedPush[];
  attempts(subscriptionId: string): number;
  /** A browser-like subscription (JSON text) whose pushes this receiver decrypts. */
  subscribe(mode?: ReceiverMode): { id: string; json: string; endpoint: string };
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 / RFC 8188 (aes128gcm, one record): what a browser does with a pushed message. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublicKey, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const contentKey = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end);
}

/** Checks the VAPID JWT (ES256) against the key it names, as a push service does. */
function verifyVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [headerPart, claimsPart, signature] = match[1]!.split('.');
  const publicKey = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: publicKey.subarray(1, 33).toString('base64url'), y: publicKey.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const isValid = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!isValid) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(claimsPart!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { subject: claims.sub, audience: claims.aud, publicKey: match[2]! };
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer; caFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-push-'));
  const caFile = path.join(os.tmpdir(), `${path.basename(dir)}-ca.pem`);
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    fs.copyFileSync(path.join(dir, 'cert.pem'), caFile);
    return { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')), caFile };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A local HTTPS push service: receives real Web Push requests, verifies VAPID and decrypts the payload. */
export async function startPushReceiver({ decrypt: shouldDecrypt = true }: { decrypt?: boolean } = {}): Promise<PushReceiver> {
  const { key, cert, caFile } = selfSignedCertificate();
  const subscriptions = new Map<string, Registered>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const registered = id ? subscriptions.get(id) : undefined;
      if (!id || !registered || request.method !== 'POST') return void response.writeHead(404).end();
      registered.attempts += 1;
      const { mode } = registered;
      if (mode.kind === 'gone') return void response.writeHead(mode.status).end();
      if (mode.kind === 'failFirst' && registered.attempts <= mode.times) return void response.writeHead(mode.status).end();
      // A benchmark's receiver only counts, so its own work does not slow the sender it shares a machine with.
      if (!shouldDecrypt) return void response.writeHead(201).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = verifyVapid(request.headers.authorization, origin);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), registered.ecdh, registered.auth).toString('utf8')) as Record<string, unknown>;
        received.push({
          subscriptionId: id,
          payload,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          vapid,
          at: Date.now(),
        });
        if (mode.kind === 'holdFirst' && registered.attempts === 1) return;
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: true, maxSockets: 64 });

  return {
    origin,
    agent,
    caFile,
    received,
    attempts: (id) => subscriptions.get(id)?.attempts ?? 0,
    subscribe(mode = { kind: 'accept' }) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      subscriptions.set(id, { ecdh, auth, mode, attempts: 0 });
      const endpoint = `${origin}/push/${id}`;
      const json = JSON.stringify({
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      });
      return { id, json, endpoint };
    },
    async close() {
      agent.destroy();
      fs.rmSync(caFile, { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
