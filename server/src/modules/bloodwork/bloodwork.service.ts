import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import { badInput, notFound, type FieldProblem } from '../../graphql/errors.js';
import { localDate } from '../users/calendar.js';
import type { User } from '../users/user.entity.js';
import type { AddBloodworkInput, LabValueInput, UpdateBloodworkInput } from './bloodwork.input.js';
import { BloodworkEntry, BloodworkSource, BloodworkStatus } from './bloodworkEntry.entity.js';
import { pdfStorage } from './bloodworkPdfStorage.js';
import { readUploadedReport } from './bloodworkUpload.js';
import { uploadProgressRecorder } from './bloodworkUploadProgress.js';
import type { LabReportModel } from './labReportModel.js';
import { readLabReport } from './labReportReader.js';
import type { Logger } from '../../logger.js';
import type { PatientSex } from './extraction/referenceRange.js';
import { fromExtractedValue, fromTypedValue, isStoredLabValue, LabValueInputError, type StoredLabValue, type StoredUnmatchedValue } from './labValues.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

export const MAX_LAB_VALUES = 300;

export const sexOf = (user: User): PatientSex | null => user.gender ?? null;

export async function findOwnBloodworkEntry(em: EntityManager, { ownerId, entryId }: { ownerId: string; entryId: string }) {
  return em.findOne(BloodworkEntry, { id: entryId, user: ownerId });
}

export async function getOwnBloodworkEntry(em: EntityManager, ids: { ownerId: string; entryId: string }): Promise<BloodworkEntry> {
  const entry = await findOwnBloodworkEntry(em, ids);
  if (!entry) throw notFound('Bloodwork entry');
  return entry;
}

export async function listBloodworkEntries(
  em: EntityManager,
  { ownerId, status }: { ownerId: string; status: BloodworkStatus | null },
  window: PageWindow,
): Promise<[BloodworkEntry[], number]> {
  return em.findAndCount(BloodworkEntry, status ? { user: ownerId, status } : { user: ownerId }, {
    orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
    limit: window.limit,
    offset: window.offset,
  });
}

/**
 * Stores the PDF and the entry read from it in one transaction, after everything that can fail on the file
 * itself (size, type, damage, no text) has been checked, so a failed upload leaves nothing behind. The entry is a
 * draft: nothing counts until the user has reviewed and saved it. A photo is read but not kept: its file may carry
 * where and when it was taken.
 */
export async function createBloodworkFromPdf(
  em: EntityManager,
  user: User,
  input: { pdf: Promise<FileUpload> | FileUpload; date?: string | null; uploadId?: string | null },
  { signal, model, logger }: { signal?: AbortSignal; model?: LabReportModel | null; logger?: Logger } = {},
): Promise<BloodworkEntry> {
  const file = await readUploadedReport(input.pdf);
  const { filename, bytes } = file;
  const sex = sexOf(user);
  const progress = input.uploadId ? uploadProgressRecorder(em, { ownerId: user.id, uploadId: input.uploadId }) : null;
  const report = await readLabReport(file, { fallbackSex: sex }, { signal, model, logger, onProgress: progress?.onProgress }).finally(() => progress?.finish());
  const values = report.values.map((value) => fromExtractedValue(value, sex));
  if (values.length === 0) {
    throw badInput('No lab results were found in this file. If it is a lab report, enter the values manually.', [{ field: 'pdf', message: 'No results' }]);
  }
  const date = input.date ?? report.collectedOn ?? null;
  const entry = new BloodworkEntry({
    user,
    // A placeholder the review replaces: a draft without a printed date cannot be confirmed without one.
    date: date ?? localDate(user.timezone),
    source: BloodworkSource.pdf,
    labValues: values.filter(isStoredLabValue),
  });
  entry.status = BloodworkStatus.draft;
  entry.isDateMissing = date === null;
  entry.unmatched = values.filter((value): value is StoredUnmatchedValue => !isStoredLabValue(value));
  if (file.kind === 'pdf') {
    entry.pdfFilename = filename;
    entry.pdfByteSize = bytes.length;
  }
  await em.transactional(async (tx) => {
    if (file.kind === 'pdf') entry.pdfKey = await pdfStorage.save(tx, { ownerId: user.id, bytes });
    tx.persist(entry);
  });
  return entry;
}

/** Resolves typed values through the catalog; every problem is reported at once, each with its field. */
function typedLabValues(values: readonly LabValueInput[], sex: PatientSex | null): StoredLabValue[] {
  if (values.length === 0) throw badInput('Add at least one lab value.', [{ field: 'labValues', message: 'Empty' }]);
  if (values.length > MAX_LAB_VALUES) throw badInput(`At most ${MAX_LAB_VALUES} lab values per entry.`, [{ field: 'labValues', message: 'Too many' }]);
  const problems: FieldProblem[] = [];
  const stored = values.flatMap((value, index) => {
    try {
      return [fromTypedValue(value, sex, `labValues.${index}`)];
    } catch (error) {
      if (!(error instanceof LabValueInputError)) throw error;
      problems.push({ field: error.field, message: error.message });
      return [];
    }
  });
  if (problems.length) throw badInput(problems.map((problem) => problem.message).join(' '), problems);
  return stored;
}

export async function createManualBloodwork(em: EntityManager, user: User, input: AddBloodworkInput): Promise<BloodworkEntry> {
  const entry = new BloodworkEntry({
    user,
    date: input.date,
    source: BloodworkSource.manual,
    labValues: typedLabValues(input.labValues, sexOf(user)),
  });
  await em.persist(entry).flush();
  return entry;
}

/** Saves the reviewed or edited values (they replace the entry's values as a whole); saving a draft confirms it. */
export async function updateBloodwork(em: EntityManager, user: User, entryId: string, input: UpdateBloodworkInput): Promise<BloodworkEntry> {
  const entry = await getOwnBloodworkEntry(em, { ownerId: user.id, entryId });
  const labValues = typedLabValues(input.labValues, sexOf(user));
  if (entry.isDateMissing && !input.date) {
    throw badInput('No collection date was found on the report. Enter the date your sample was taken.', [{ field: 'date', message: 'Required' }]);
  }
  entry.labValues = labValues;
  if (input.date) entry.date = input.date;
  entry.isDateMissing = false;
  entry.status = BloodworkStatus.confirmed;
  if (input.dismissUnmatched) entry.unmatched = [];
  await em.flush();
  return entry;
}

export async function deleteBloodwork(em: EntityManager, { ownerId, entryId }: { ownerId: string; entryId: string }): Promise<void> {
  await em.transactional(async (tx) => {
    const entry = await tx.findOne(BloodworkEntry, { id: entryId, user: ownerId });
    if (!entry) throw notFound('Bloodwork entry');
    if (entry.pdfKey) await pdfStorage.remove(tx, { ownerId, key: entry.pdfKey });
    tx.remove(entry);
  });
}
