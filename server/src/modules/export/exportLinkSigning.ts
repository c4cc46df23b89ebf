import type { EntityManager } from '@mikro-orm/postgresql';
import { createLinkSigner } from '../auth/signedLinks.js';

export const EXPORT_LINK_TTL_SECONDS = 10 * 60;
const signer = createLinkSigner('data_export_download_hmac', 'data-export');

export interface SignedExportLink {
  ownerId: string;
  expires: number;
  signature: string;
}

/** A signature over owner and expiry (Unix seconds): the link downloads the owner's export without a session. */
export async function signExportLink(em: EntityManager, ownerId: string, now: Date): Promise<SignedExportLink> {
  const expires = Math.floor(now.getTime() / 1000) + EXPORT_LINK_TTL_SECONDS;
  return { ownerId, expires, signature: await signer.sign(em, [ownerId], expires) };
}

export function exportLinkPath({ ownerId, expires, signature }: SignedExportLink): string {
  return `/api/export?owner=${ownerId}&expires=${expires}&signature=${signature}`;
}

export function isValidExportLink(em: EntityManager, link: { ownerId: string; expires: string; signature: string }, now: Date): Promise<boolean> {
  return signer.verify(em, [link.ownerId], link, now);
}
