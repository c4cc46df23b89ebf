import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How far OCR has got with an upload, kept in PostgreSQL so that any app process can answer the client's poll
 * (the upload runs in one process, the polls land on any). A row lives from the first page read until the upload
 * ends; rows left by a process that died are swept after an hour.
 */
export interface UploadProgress {
  pagesDone: number;
  pagesTotal: number;
}

export async function recordUploadProgress(
  em: EntityManager,
  { ownerId, uploadId }: { ownerId: string; uploadId: string },
  progress: UploadProgress,
): Promise<void> {
  await em.execute(
    `insert into bloodwork_upload_progress (user_id, upload_id, pages_done, pages_total, updated_at) values (?, ?, ?, ?, now())
     on conflict (user_id, upload_id) do update set pages_done = excluded.pages_done, pages_total = excluded.pages_total, updated_at = now()`,
    [ownerId, uploadId, progress.pagesDone, progress.pagesTotal],
  );
}

export async function clearUploadProgress(em: EntityManager, { ownerId, uploadId }: { ownerId: string; uploadId: string }): Promise<void> {
  await em.execute(`delete from bloodwork_upload_progress where (user_id = ? and upload_id = ?) or updated_at < now() - interval '1 hour'`, [
    ownerId,
    uploadId,
  ]);
}

export async function findUploadProgress(em: EntityManager, { ownerId, uploadId }: { ownerId: string; uploadId: string }): Promise<UploadProgress | null> {
  const rows = await em.execute<{ pages_done: number; pages_total: number }[]>(
    'select pages_done, pages_total from bloodwork_upload_progress where user_id = ? and upload_id = ?',
    [ownerId, uploadId],
  );
  const row = rows[0];
  return row ? { pagesDone: row.pages_done, pagesTotal: row.pages_total } : null;
}

/**
 * Turns the reader's progress callbacks into row writes, one at a time and never after the upload ended, so a late
 * write cannot bring back a row that was cleared. Writes that fail only cost the progress bar, never the upload.
 * They go through a fork of their own: outside any transaction the caller is in, each commits at once, so the
 * client's polls see it while the upload is still running.
 */
export function uploadProgressRecorder(callerEm: EntityManager, ids: { ownerId: string; uploadId: string }) {
  const em = callerEm.fork();
  let chain = Promise.resolve();
  let isDone = false;
  return {
    onProgress(progress: UploadProgress) {
      chain = chain.then(() => (isDone ? undefined : recordUploadProgress(em, ids, progress))).catch(() => undefined);
    },
    async finish() {
      isDone = true;
      await chain;
      await clearUploadProgress(em, ids).catch(() => undefined);
    },
  };
}
