import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';
import { BloodworkPdf } from './bloodworkPdf.entity.js';

/**
 * Where uploaded lab-report PDFs live. The entry stores only the key. Storage gets the request's entity manager so
 * that the PostgreSQL store joins the entry's transaction (an upload is stored whole or not at all); an object
 * store would ignore it and be cleaned up by key.
 */
export interface PdfStorage {
  save(em: EntityManager, file: { ownerId: string; bytes: Uint8Array }): Promise<string>;
  read(em: EntityManager, file: { ownerId: string; key: string }): Promise<Uint8Array | null>;
  remove(em: EntityManager, file: { ownerId: string; key: string }): Promise<void>;
}

export const postgresPdfStorage: PdfStorage = {
  async save(em, { ownerId, bytes }) {
    const pdf = new BloodworkPdf(em.getReference(User, ownerId), Buffer.from(bytes));
    em.persist(pdf);
    return pdf.id;
  },
  async read(em, { ownerId, key }) {
    const pdf = await em.findOne(BloodworkPdf, { id: key, user: ownerId }, { populate: ['bytes'] });
    return pdf ? new Uint8Array(pdf.bytes) : null;
  },
  async remove(em, { ownerId, key }) {
    await em.nativeDelete(BloodworkPdf, { id: key, user: ownerId });
  },
};

/** The one storage in use; PostgreSQL is the default and, for now, the only one. */
export const pdfStorage: PdfStorage = postgresPdfStorage;
