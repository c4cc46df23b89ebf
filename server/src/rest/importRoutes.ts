import { IMPORT_MAX_BYTES } from '../modules/imports/dataImport.service.js';
import type { RestRoute } from './routeTable.js';

const PREVIEW = `id source status dateRange { from to } days items foodItems matchedFoods quickAddItems newOwnFoods labEntries labValues otherRecords
  notUnderstood written alreadyImported`;
const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;

export const importRoutes: RestRoute[] = [
  // Before /import/:source, which would otherwise take an id's 'confirm' as a source.
  {
    method: 'POST',
    path: '/import/:id/confirm',
    summary: 'Writes a previewed import in one transaction; entries an earlier import added are skipped.',
    document: `mutation ($input: ConfirmImportInput!) { confirmImport(input: $input) { dataImport { ${PREVIEW} } } }`,
    variables: (request) => ({ input: { id: request.params.id } }),
    result: 'confirmImport.dataImport',
  },
  {
    method: 'POST',
    path: '/import/:source',
    summary:
      'Upload an export (multipart field `file`; source myfitnesspal, cronometer, loseit, nutri or labs-csv) → a preview {id, source, dateRange, days, items, notUnderstood}; nothing is written until confirmed.',
    document: `mutation ($input: PreviewImportInput!) { previewImport(input: $input) { dataImport { ${PREVIEW} } } }`,
    variables: (request) => ({ input: { source: request.params.source, file: body(request).file } }),
    result: 'previewImport.dataImport',
    upload: { field: 'file', maxBytes: IMPORT_MAX_BYTES },
    successStatus: 201,
  },
];
