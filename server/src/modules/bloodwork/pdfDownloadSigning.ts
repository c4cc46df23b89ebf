import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InstallationSecret } from './installationSecret.entity.js';

export const PDF_DOWNLOAD_TTL_SECONDS = 5 * 60;
const SECRET_NAME = 'bloodwork_pdf_download_hmac';

// The secret never changes once created, so each process reads it once.
let cachedKey: Promise<Buffer> | null = null;

async function loadOrCreateKey(em: EntityManager): Promise<Buffer> {
  // Two processes starting together may both try to create it; the primary key lets exactly one win and both read it.
  await em
    .getConnection()
    .execute('insert into installation_secrets (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing', [
      SECRET_NAME,
      randomBytes(32).toString('base64'),
    ]);
  const secret = await em.fork().findOneOrFail(InstallationSecret, { name: SECRET_NAME });
  return Buffer.from(secret.value, 'base64');
}

function signingKey(em: EntityManager): Promise<Buffer> {
  cachedKey ??= loadOrCreateKey(em).catch((error: unknown) => {
    cachedKey = null;
    throw error;
  });
  return cachedKey;
}

function mac(key: Buffer, { entryId, ownerId, expires }: { entryId: string; ownerId: string; expires: number }): string {
  return createHmac('sha256', key).update(`bloodwork-pdf\n${entryId}\n${ownerId}\n${expires}`).digest('base64url');
}

export interface SignedPdfDownload {
  expires: number;
  signature: string;
}

/** A signature over entry, owner and expiry (Unix seconds): the link opens the PDF without a session until it expires. */
export async function signPdfDownload(
  em: EntityManager,
  target: { entryId: string; ownerId: string },
  expiresAt: Date = new Date(Date.now() + PDF_DOWNLOAD_TTL_SECONDS * 1000),
): Promise<SignedPdfDownload> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires, signature: mac(await signingKey(em), { ...target, expires }) };
}

export function pdfDownloadPath(entryId: string, signed: SignedPdfDownload): string {
  return `/api/bloodwork/${entryId}/pdf?expires=${signed.expires}&signature=${signed.signature}`;
}

export async function isValidPdfDownload(
  em: EntityManager,
  target: { entryId: string; ownerId: string },
  { expires, signature }: { expires: string; signature: string },
  now: Date = new Date(),
): Promise<boolean> {
  const expiresAt = Number(expires);
  if (!Number.isInteger(expiresAt) || expiresAt * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mac(await signingKey(em), { ...target, expires: expiresAt }));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
