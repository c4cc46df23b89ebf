import type { Response } from 'express';
import type { Context } from '../context.js';
import { BLOODWORK_PDF_MAX_BYTES } from '../modules/bloodwork/bloodworkUpload.js';
import { readBloodworkPdf } from '../modules/bloodwork/bloodworkPdfDownload.js';
import type { GraphQLData, RestRequest, RestRoute } from './routeTable.js';

const ENTRY = `fragment RestBloodworkEntry on BloodworkEntry {
  id internalID date isDateMissing status source hasPdf pdfFilename pdfByteSize pdfDownloadUrl createdAt updatedAt
  labValues {
    name printedName marker category value unit printedValue printedUnit qualifier
    refLow refHigh refSource refText defaultRefLow defaultRefHigh flag printedFlag foundBy needsReview
  }
  unmatched { printedName value unit qualifier refLow refHigh refText printedFlag reason foundBy needsReview }
}`;
const PAGE_SIZE = 10;

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;

/** Streams the PDF the document authorised; the filename is sanitised for the header. */
async function sendPdf(response: Response, data: GraphQLData, context: Context): Promise<void> {
  const { internalID } = data.bloodworkPdf as { internalID: string };
  const { filename, bytes } = await readBloodworkPdf(context.em, internalID);
  const safeName = filename.replace(/[^\w.\- ]+/g, '_');
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `inline; filename="${safeName}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(Buffer.from(bytes));
}

export const bloodworkRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/bloodwork/upload',
    summary:
      'Upload a lab report: a PDF, or a photo or scan as JPEG, PNG or HEIC (multipart field `pdf`, at most 10 MB; optional `date`, and `uploadId` to follow OCR progress); returns the entry read from it as a draft (`status: draft`) to review; PUT /bloodwork/{id} confirms it, DELETE discards it.',
    document: `mutation ($input: UploadBloodworkInput!) { uploadBloodwork(input: $input) { bloodworkEntry { ...RestBloodworkEntry } } } ${ENTRY}`,
    variables: (request) => ({ input: { pdf: body(request).pdf, date: body(request).date || null, uploadId: body(request).uploadId || null } }),
    result: 'uploadBloodwork.bloodworkEntry',
    upload: { field: 'pdf', maxBytes: BLOODWORK_PDF_MAX_BYTES },
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/bloodwork/manual',
    summary: 'Save typed values {date, labValues: [{name, value, unit}]}; names resolve through the marker catalog, units are converted.',
    document: `mutation ($input: AddBloodworkInput!) { addBloodwork(input: $input) { bloodworkEntry { ...RestBloodworkEntry } } } ${ENTRY}`,
    variables: (request) => ({ input: request.body }),
    result: 'addBloodwork.bloodworkEntry',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/bloodwork',
    summary: 'Your bloodwork entries, newest first, drafts included (`status`): ?page&limit (default 10)&status (draft or confirmed).',
    document: `query ($first: Int, $after: String, $status: BloodworkStatus) {
      viewer { bloodworkEntries(first: $first, after: $after, status: $status) { totalCount edges { node { ...RestBloodworkEntry } } } }
    } ${ENTRY}`,
    variables: (request) => ({ status: typeof request.query.status === 'string' && request.query.status ? request.query.status : null }),
    result: 'viewer.bloodworkEntries',
    page: { key: 'bloodwork', defaultLimit: PAGE_SIZE },
  },
  // Before /bloodwork/:id, which would otherwise take 'trends' as an id.
  {
    method: 'GET',
    path: '/bloodwork/trends',
    summary: 'A time series per marker with its reference range: ?category (lipids, cbc, liver, thyroid…).',
    document: `query ($category: String) {
      viewer { bloodworkTrends(category: $category) { marker name category unit refLow refHigh points { date value flag refLow refHigh entryId } } }
    }`,
    variables: (request) => ({ category: typeof request.query.category === 'string' && request.query.category ? request.query.category : null }),
    result: { category: '?category', trends: 'viewer.bloodworkTrends' },
  },
  {
    method: 'GET',
    path: '/bloodwork/:id',
    summary: 'One of your bloodwork entries.',
    document: `query ($id: ID!) { viewer { bloodworkEntry(id: $id) { ...RestBloodworkEntry } } } ${ENTRY}`,
    variables: (request) => ({ id: request.params.id }),
    result: 'viewer.bloodworkEntry',
  },
  {
    method: 'PUT',
    path: '/bloodwork/:id',
    summary:
      'Replace the values {labValues, date?, dismissUnmatched?}; the review step saves here, which confirms a draft (date required when none was found).',
    document: `mutation ($input: UpdateBloodworkInput!) { updateBloodwork(input: $input) { bloodworkEntry { ...RestBloodworkEntry } } } ${ENTRY}`,
    variables: (request) => ({ input: { ...body(request), id: request.params.id } }),
    result: 'updateBloodwork.bloodworkEntry',
  },
  {
    method: 'DELETE',
    path: '/bloodwork/:id',
    summary: 'Delete an entry and its PDF (discards a draft).',
    document: 'mutation ($input: DeleteBloodworkInput!) { deleteBloodwork(input: $input) { deletedBloodworkEntryId } }',
    variables: (request) => ({ input: { id: request.params.id } }),
    result: 'deleteBloodwork',
  },
  {
    method: 'GET',
    path: '/bloodwork/:id/pdf',
    summary: "The entry's PDF: with a bearer token, `?token=`, or the signed `?expires&signature` of `pdfDownloadUrl` (valid 5 minutes).",
    document: 'query ($id: ID!, $expires: String, $signature: String) { bloodworkPdf(id: $id, expires: $expires, signature: $signature) { internalID } }',
    variables: (request) => ({
      id: request.params.id,
      expires: typeof request.query.expires === 'string' ? request.query.expires : null,
      signature: typeof request.query.signature === 'string' ? request.query.signature : null,
    }),
    result: 'bloodworkPdf',
    isPublic: true,
    acceptsQueryToken: true,
    send: sendPdf,
  },
];
