import { Readable, Writable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/globalId.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { createLinkSigner } from '../auth/signedLinks.js';
import { countExportRecords, writeExportArchive } from './exportArchive.js';
import { EXPORT_LINK_TTL_SECONDS } from './exportLinkSigning.js';

export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed';

export interface PreparedExport {
  id: string;
  ownerId: string;
  status: DataExportStatus;
  progress: number;
  byteSize: number | null;
  createdAt: Date;
  /** When the prepared file is deleted. */
  expiresAt: Date | null;
}

export type PreparedExportDeps = Pick<ServiceDeps, 'em' | 'clock'>;

/**
 * An account this small is exported while the request waits (about a second); a larger one by the background job.
 * Records as `countExportRecords` counts them: a year of daily logs is about 1,100.
 */
export const INLINE_EXPORT_MAX_RECORDS = 1500;
export const INLINE_EXPORT_MAX_PDF_BYTES = 10 * 1024 * 1024;
/** A prepared export is kept this long, then deleted by the sweep. */
export const PREPARED_EXPORT_TTL_HOURS = 24;
/** A running export whose job has not reported for this long (its process died) is started again. */
export const STALE_EXPORT_SECONDS = 120;
const CHUNK_BYTES = 1024 * 1024;
const PROGRESS_EVERY_MS = 500;

const fileSigner = createLinkSigner('data_export_file_hmac', 'data-export-file');

interface ExportRow {
  id: string;
  ownerId: string;
  status: DataExportStatus;
  progress: number;
  byteSize: string | null;
  createdAt: Date;
  expiresAt: Date | null;
}

const COLUMNS = `id, user_id "ownerId", status, progress, byte_size "byteSize", created_at "createdAt", expires_at "expiresAt"`;

const toExport = (row: ExportRow): PreparedExport => ({
  ...row,
  byteSize: row.byteSize === null ? null : Number(row.byteSize),
  createdAt: new Date(row.createdAt),
  expiresAt: row.expiresAt && new Date(row.expiresAt),
});

async function exportById(em: EntityManager, id: string): Promise<PreparedExport | null> {
  if (!isUuid(id)) return null;
  const [row] = await em.execute<ExportRow[]>(`select ${COLUMNS} from data_exports where id = ?`, [id]);
  return row ? toExport(row) : null;
}

/** The owner's own export; anyone else's is NOT_FOUND, exactly like one that does not exist. */
export async function getOwnDataExport(em: EntityManager, { ownerId, exportId }: { ownerId: string; exportId: string }): Promise<PreparedExport> {
  const found = await exportById(em, exportId);
  if (!found || found.ownerId !== ownerId) throw notFound('Export');
  return found;
}

export async function latestDataExport(em: EntityManager, ownerId: string): Promise<PreparedExport | null> {
  const [row] = await em.execute<ExportRow[]>(`select ${COLUMNS} from data_exports where user_id = ? order by created_at desc limit 1`, [ownerId]);
  return row ? toExport(row) : null;
}

/**
 * Starts preparing the owner's export, or returns the one already being prepared. A small account is exported before
 * this returns (ready at once); a larger one is queued for the background job, which the sweep picks up.
 */
export async function startDataExport(deps: PreparedExportDeps, ownerId: string): Promise<PreparedExport> {
  const { em } = deps;
  const now = deps.clock.now();
  const { records, pdfBytes } = await countExportRecords(em, ownerId);
  const isSmall = records <= INLINE_EXPORT_MAX_RECORDS && pdfBytes <= INLINE_EXPORT_MAX_PDF_BYTES;
  const created = await em.getKnex().transaction(async (trx) => {
    const execute = async <T>(sql: string, params: readonly unknown[]) => (await trx.raw<{ rows: T[] }>(sql, params as never)).rows;
    // Two clicks at once start one export: the owner's exports are checked and replaced under a per-owner lock.
    await execute('select pg_advisory_xact_lock(hashtext(?))', [`data-export:${ownerId}`]);
    const [inProgress] = await execute<ExportRow>(`select ${COLUMNS} from data_exports where user_id = ? and status in ('queued', 'running')`, [ownerId]);
    if (inProgress) return { row: inProgress, isNew: false };
    // One prepared export per owner: an older file is replaced by the new one.
    await execute('delete from data_exports where user_id = ?', [ownerId]);
    const [row] = await execute<ExportRow>(
      `insert into data_exports (id, user_id, status, progress, created_at, updated_at) values (gen_random_uuid(), ?, ?, 0, ?, ?) returning ${COLUMNS}`,
      [ownerId, isSmall ? 'running' : 'queued', now, now],
    );
    return { row: row!, isNew: true };
  });
  if (!created.isNew || !isSmall) return toExport(created.row);
  await buildExport(deps, created.row.id, records);
  return (await exportById(em, created.row.id))!;
}

/** Exports to pick up: queued ones, and running ones whose job stopped reporting. */
export async function exportsToBuild(em: EntityManager, now: Date): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select id from data_exports where status = 'queued' or (status = 'running' and updated_at < ?::timestamptz - make_interval(secs => ?)) order by created_at limit 20`,
    [now, STALE_EXPORT_SECONDS],
  );
  return rows.map((row) => row.id);
}

/** Deletes prepared exports past their time (their chunks go with them). */
export async function deleteExpiredExports(em: EntityManager, now: Date): Promise<void> {
  await em.execute('delete from data_exports where expires_at < ?', [now]);
}

/** Takes a queued (or stalled) export for this process; false when another process has it or it is done. */
async function claimExport(em: EntityManager, id: string, now: Date): Promise<string | null> {
  const rows = await em.execute<{ ownerId: string }[]>(
    `update data_exports set status = 'running', progress = 0, updated_at = ? where id = ?
       and (status = 'queued' or (status = 'running' and updated_at < ?::timestamptz - make_interval(secs => ?))) returning user_id "ownerId"`,
    [now, id, now, STALE_EXPORT_SECONDS],
  );
  return rows[0]?.ownerId ?? null;
}

/** The job's work: writes the ZIP into chunks while reporting progress; a failure leaves the export `failed`. */
export async function runExportJob(deps: PreparedExportDeps, id: string): Promise<void> {
  const ownerId = await claimExport(deps.em, id, deps.clock.now());
  if (!ownerId) return;
  const { records } = await countExportRecords(deps.em, ownerId);
  await buildExport(deps, id, records);
}

/** A stream that stores what is written in ~1 MB chunks, one INSERT at a time, so memory stays flat. */
function chunkWriter(em: EntityManager, exportId: string): Writable & { byteSize(): number } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const bytes = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await em.execute('insert into data_export_chunks (data_export_id, seq, bytes) values (?, ?, ?)', [exportId, seq++, bytes]);
  };
  const writer = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      total += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return callback();
      flush().then(() => callback(), callback);
    },
    final(callback) {
      flush().then(() => callback(), callback);
    },
  });
  return Object.assign(writer, { byteSize: () => total });
}

async function buildExport({ em, clock }: PreparedExportDeps, id: string, totalRecords: number): Promise<void> {
  const now = clock.now();
  const [{ ownerId }] = (await em.execute<{ ownerId: string }[]>('select user_id "ownerId" from data_exports where id = ?', [id])) as [{ ownerId: string }];
  await em.execute('delete from data_export_chunks where data_export_id = ?', [id]);
  let done = 0;
  let reported = Date.now();
  let reporting: Promise<unknown> = Promise.resolve();
  // Progress commits on its own (a fork is outside any transaction the caller is in), so the client's polls see it.
  const progressEm = em.fork();
  const progress = (records: number) => {
    done += records;
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    // Never 100 before the file is complete; the heartbeat (updated_at) shows the job is alive.
    const percent = Math.min(99, Math.floor((done / Math.max(1, totalRecords)) * 100));
    reporting = reporting.then(() => progressEm.execute('update data_exports set progress = ?, updated_at = now() where id = ?', [percent, id]));
  };
  const output = chunkWriter(em, id);
  try {
    await writeExportArchive(em, ownerId, output, now, progress);
    await reporting;
    const expiresAt = new Date(now.getTime() + PREPARED_EXPORT_TTL_HOURS * 3600_000);
    await em.execute(`update data_exports set status = 'ready', progress = 100, byte_size = ?, expires_at = ?, updated_at = now() where id = ?`, [
      output.byteSize(),
      expiresAt,
      id,
    ]);
  } catch (error) {
    await reporting.catch(() => undefined);
    await em.execute(`update data_exports set status = 'failed', updated_at = now() where id = ?`, [id]);
    await em.execute('delete from data_export_chunks where data_export_id = ?', [id]);
    throw error;
  }
}

/** A link that downloads a ready export for ten minutes without a session; signed over owner and export. */
export async function preparedExportDownloadUrl(
  em: EntityManager,
  dataExport: PreparedExport,
  now: Date,
): Promise<{ downloadUrl: string; linkExpiresAt: Date } | null> {
  if (dataExport.status !== 'ready') return null;
  const expires = Math.floor(now.getTime() / 1000) + EXPORT_LINK_TTL_SECONDS;
  const signature = await fileSigner.sign(em, [dataExport.ownerId, dataExport.id], expires);
  return { downloadUrl: `/api/exports/${dataExport.id}/download?expires=${expires}&signature=${signature}`, linkExpiresAt: new Date(expires * 1000) };
}

/**
 * The ready export a download may stream: the signed-in owner's own, or any whose signed link is valid. Wrong, expired,
 * someone else's or not yet ready is NOT_FOUND, so a link says nothing about what exists.
 */
export async function authorizePreparedExport(
  { em, clock }: PreparedExportDeps,
  viewerId: string | null,
  link: { id: string; expires?: string | null; signature?: string | null },
): Promise<PreparedExport> {
  const found = await exportById(em, link.id);
  if (!found || found.status !== 'ready') throw notFound('Export');
  if (link.expires && link.signature) {
    if (!(await fileSigner.verify(em, [found.ownerId, found.id], { expires: link.expires, signature: link.signature }, clock.now()))) throw notFound('Export');
    return found;
  }
  if (found.ownerId !== viewerId) throw notFound('Export');
  return found;
}

/** The prepared ZIP, read back one chunk at a time. */
export function readPreparedExport(em: EntityManager, exportId: string): Readable {
  return Readable.from(
    (async function* () {
      for (let seq = 0; ; seq++) {
        const [chunk] = await em.execute<{ bytes: Buffer }[]>('select bytes from data_export_chunks where data_export_id = ? and seq = ?', [exportId, seq]);
        if (!chunk) return;
        yield chunk.bytes;
      }
    })(),
  );
}
