import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, unauthenticated } from '../../graphql/errors.js';
import type { User } from '../users/user.entity.js';
import { BloodworkEntry } from './bloodworkEntry.entity.js';
import { pdfStorage } from './bloodworkPdfStorage.js';
import { isValidPdfDownload, pdfDownloadPath, signPdfDownload } from './pdfDownloadSigning.js';

/** A link that opens the entry's PDF for five minutes without a session token in the URL. */
export async function pdfDownloadUrl(em: EntityManager, entry: BloodworkEntry): Promise<string | null> {
  if (!entry.pdfKey) return null;
  const signed = await signPdfDownload(em, { entryId: entry.id, ownerId: entry.user.id });
  return pdfDownloadPath(entry.id, signed);
}

/**
 * Who may download: the owner with a session, or anyone with an unexpired signed link for this entry and owner.
 * Everyone else gets NOT_FOUND, whether or not the entry exists.
 */
export async function authorizePdfDownload(
  em: EntityManager,
  viewer: User | null,
  request: { entryId: string; expires?: string | null; signature?: string | null },
): Promise<BloodworkEntry> {
  const hasSignature = Boolean(request.expires && request.signature);
  if (!viewer && !hasSignature) throw unauthenticated();
  const entry = await em.findOne(BloodworkEntry, { id: request.entryId });
  const missing = notFound('Bloodwork PDF');
  if (!entry?.pdfKey) throw missing;
  const target = { entryId: entry.id, ownerId: entry.user.id };
  if (hasSignature && (await isValidPdfDownload(em, target, { expires: request.expires!, signature: request.signature! }))) return entry;
  if (viewer?.id === entry.user.id) return entry;
  throw missing;
}

/** The bytes for an entry the caller was already authorised for (see authorizePdfDownload). */
export async function readBloodworkPdf(em: EntityManager, entryId: string): Promise<{ filename: string; bytes: Uint8Array }> {
  const entry = await em.findOne(BloodworkEntry, { id: entryId });
  const bytes = entry?.pdfKey ? await pdfStorage.read(em, { ownerId: entry.user.id, key: entry.pdfKey }) : null;
  if (!entry || !bytes) throw notFound('Bloodwork PDF');
  return { filename: entry.pdfFilename ?? 'lab-report.pdf', bytes };
}
