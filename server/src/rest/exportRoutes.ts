import type { Response } from 'express';
import type { Context } from '../context.js';
import { countExportRecords, writeExportArchive } from '../modules/export/exportArchive.js';
import { INLINE_EXPORT_MAX_PDF_BYTES, INLINE_EXPORT_MAX_RECORDS, readPreparedExport, startDataExport } from '../modules/export/preparedExport.service.js';
import type { GraphQLData, RestRoute } from './routeTable.js';

const queryText = (value: unknown) => (typeof value === 'string' ? value : null);

const DATA_EXPORT = 'id status progress byteSize createdAt expiresAt downloadUrl linkExpiresAt';

function zipHeaders(response: Response, now: Date, byteSize?: number): void {
  response.setHeader('Content-Type', 'application/zip');
  response.setHeader('Content-Disposition', `attachment; filename="nutri-export-${now.toISOString().slice(0, 10)}.zip"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (byteSize) response.setHeader('Content-Length', String(byteSize));
}

/**
 * A small account's ZIP is streamed as it is written; a large one is prepared by the background job, and the answer is
 * 202 with the export (poll GET /api/exports/{id} for progress and its `downloadUrl`). A failure half-way cuts the
 * download rather than ending it cleanly.
 */
async function sendArchive(response: Response, data: GraphQLData, context: Context): Promise<void> {
  const { ownerId } = data.dataExport as { ownerId: string };
  const now = context.payments.clock.now();
  const { records, pdfBytes } = await countExportRecords(context.em, ownerId);
  if (records > INLINE_EXPORT_MAX_RECORDS || pdfBytes > INLINE_EXPORT_MAX_PDF_BYTES) {
    const { ownerId: _ownerId, ...prepared } = await startDataExport({ em: context.em, clock: context.payments.clock }, ownerId);
    return void response.status(202).json({ ...prepared, downloadUrl: null, statusUrl: `/api/exports/${prepared.id}` });
  }
  zipHeaders(response, now);
  try {
    await writeExportArchive(context.em, ownerId, response, now);
  } catch (error) {
    context.logger.error({ err: error }, 'data export failed while streaming');
    response.destroy();
  }
}

async function sendPreparedArchive(response: Response, data: GraphQLData, context: Context): Promise<void> {
  const { exportId, byteSize } = data.preparedDataExport as { exportId: string; byteSize: number };
  zipHeaders(response, new Date(), byteSize);
  readPreparedExport(context.em, exportId)
    .on('error', (error) => {
      context.logger.error({ err: error }, 'prepared data export failed while streaming');
      response.destroy();
    })
    .pipe(response);
  await new Promise((resolve) => response.on('close', resolve));
}

export const exportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/export',
    summary:
      'Everything you have stored as one ZIP (nutri-export.json, daily-nutrition.csv, food-log-items.csv, lab-values.csv, bloodwork PDFs), streamed; for a large account 202 with the export being prepared ({id, status, progress, statusUrl}). With a bearer token, `?token=`, or the signed `?owner&expires&signature` of `createDataExportLink` (valid 10 minutes).',
    document:
      'query ($owner: String, $expires: String, $signature: String) { dataExport(owner: $owner, expires: $expires, signature: $signature) { ownerId } }',
    variables: (request) => ({
      owner: queryText(request.query.owner),
      expires: queryText(request.query.expires),
      signature: queryText(request.query.signature),
    }),
    result: 'dataExport',
    isPublic: true,
    acceptsQueryToken: true,
    send: sendArchive,
  },
  {
    method: 'POST',
    path: '/export/link',
    summary: 'A signed link {downloadUrl, expiresAt} that downloads your export for 10 minutes without a session (for browsers).',
    document: 'mutation { createDataExportLink { downloadUrl expiresAt } }',
    result: 'createDataExportLink',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/exports',
    summary: 'Starts preparing your export as a background job (or returns the one in progress): {id, status, progress, downloadUrl once ready}.',
    document: `mutation { startDataExport { dataExport { ${DATA_EXPORT} } } }`,
    result: 'startDataExport.dataExport',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/exports/:id',
    summary: 'An export of yours: status (queued, running, ready, failed), progress in percent, and once ready a signed `downloadUrl` valid 10 minutes.',
    document: `query ($id: ID!) { viewer { dataExport(id: $id) { ${DATA_EXPORT} } } }`,
    variables: (request) => ({ id: request.params.id }),
    result: 'viewer.dataExport',
  },
  {
    method: 'GET',
    path: '/exports/:id/download',
    summary: 'The prepared ZIP: with the signed `?expires&signature` of its `downloadUrl`, or your own session.',
    document:
      'query ($id: ID!, $expires: String, $signature: String) { preparedDataExport(id: $id, expires: $expires, signature: $signature) { exportId byteSize } }',
    variables: (request) => ({ id: request.params.id, expires: queryText(request.query.expires), signature: queryText(request.query.signature) }),
    result: 'preparedDataExport',
    isPublic: true,
    send: sendPreparedArchive,
  },
];
