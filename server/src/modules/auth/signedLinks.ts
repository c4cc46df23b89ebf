import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InstallationSecret } from '../bloodwork/installationSecret.entity.js';

/**
 * Signs links a browser opens without a session (a PDF, a data export): an HMAC over what the link opens and its
 * expiry, keyed by a per-installation secret kept in PostgreSQL. Each kind of link has its own secret and purpose,
 * so a signature for one never opens another.
 */
export interface LinkSigner {
  /** The signature over `parts` and `expires` (Unix seconds). */
  sign(em: EntityManager, parts: readonly string[], expires: number): Promise<string>;
  /** Whether `signature` was made for `parts` and `expires`, and `expires` has not passed. */
  verify(em: EntityManager, parts: readonly string[], link: { expires: string; signature: string }, now: Date): Promise<boolean>;
}

export function createLinkSigner(secretName: string, purpose: string): LinkSigner {
  // The secret never changes once created, so each process reads it once.
  let cachedKey: Promise<Buffer> | null = null;

  async function loadOrCreateKey(em: EntityManager): Promise<Buffer> {
    // Two processes starting together may both try to create it; the primary key lets exactly one win and both read it.
    await em.execute('insert into installation_secrets (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing', [
      secretName,
      randomBytes(32).toString('base64'),
    ]);
    const secret = await em.fork().findOneOrFail(InstallationSecret, { name: secretName });
    return Buffer.from(secret.value, 'base64');
  }

  function signingKey(em: EntityManager): Promise<Buffer> {
    cachedKey ??= loadOrCreateKey(em).catch((error: unknown) => {
      cachedKey = null;
      throw error;
    });
    return cachedKey;
  }

  async function sign(em: EntityManager, parts: readonly string[], expires: number): Promise<string> {
    return createHmac('sha256', await signingKey(em))
      .update([purpose, ...parts, String(expires)].join('\n'))
      .digest('base64url');
  }

  return {
    sign,
    async verify(em, parts, link, now) {
      const expires = Number(link.expires);
      if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(await sign(em, parts, expires));
      const given = Buffer.from(link.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
