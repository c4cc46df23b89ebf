import type { EntityManager } from '@mikro-orm/postgresql';
import { createLinkSigner } from '../auth/signedLinks.js';

export const PDF_DOWNLOAD_TTL_SECONDS = 5 * 60;
const signer = createLinkSigner('bloodwork_pdf_download_hmac', 'bloodwork-pdf');

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
  return { expires, signature: await signer.sign(em, [target.entryId, target.ownerId], expires) };
}

export function pdfDownloadPath(entryId: string, signed: SignedPdfDownload): string {
  return `/api/bloodwork/${entryId}/pdf?expires=${signed.expires}&signature=${signed.signature}`;
}

export function isValidPdfDownload(
  em: EntityManager,
  target: { entryId: string; ownerId: string },
  link: { expires: string; signature: string },
  now: Date = new Date(),
): Promise<boolean> {
  return signer.verify(em, [target.entryId, target.ownerId], link, now);
}
