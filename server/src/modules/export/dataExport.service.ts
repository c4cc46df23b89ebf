import { notFound, unauthenticated } from '../../graphql/errors.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { EXPORT_LINK_TTL_SECONDS, exportLinkPath, isValidExportLink, signExportLink } from './exportLinkSigning.js';

export interface DataExportLink {
  downloadUrl: string;
  expiresAt: Date;
}

/** A link that downloads the viewer's export for ten minutes without a session token in the URL. */
export async function createDataExportLink({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, viewer: User): Promise<DataExportLink> {
  const signed = await signExportLink(em, viewer.id, clock.now());
  return { downloadUrl: exportLinkPath(signed), expiresAt: new Date(signed.expires * 1000) };
}

/**
 * Whose export a request may download: the signed-in viewer's own, or the owner's named by an unexpired signed link.
 * A link that is wrong, expired or for someone else is NOT_FOUND, so it says nothing about who exists.
 */
export async function authorizeDataExport(
  { em, clock }: Pick<ServiceDeps, 'em' | 'clock'>,
  viewer: User | null,
  link: { owner?: string | null; expires?: string | null; signature?: string | null },
): Promise<string> {
  if (link.owner && link.expires && link.signature) {
    const isValid = await isValidExportLink(em, { ownerId: link.owner, expires: link.expires, signature: link.signature }, clock.now());
    if (!isValid) throw notFound('Export link');
    return link.owner;
  }
  if (!viewer) throw unauthenticated();
  return viewer.id;
}

export { EXPORT_LINK_TTL_SECONDS };
