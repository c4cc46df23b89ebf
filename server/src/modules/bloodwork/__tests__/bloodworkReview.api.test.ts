import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { BloodworkEntry } from '../bloodworkEntry.entity.js';
import { pdfStorage } from '../bloodworkPdfStorage.js';
import { parseLabReportLines } from '../extraction/labReportParser.js';
import { fromExtractedValue, fromTypedValue, isStoredLabValue } from '../labValues.js';
import { buildPdf, fixturePdf, TWO_RESULTS, uploadPdf, uploadPdfOverGraphQL } from './bloodworkTestFiles.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Values = Array<Record<string, unknown>>;

async function uploadDraft(user: TestUser, bytes = buildPdf(TWO_RESULTS)) {
  const uploaded = await uploadPdf(server, user.token, bytes);
  expect(uploaded.status).toBe(201);
  return uploaded.body;
}

const trends = async (user: TestUser) =>
  (await server.rest('GET', '/bloodwork/trends', { token: user.token })).body.trends as Array<{ marker: string; points: unknown[] }>;

/** The reviewed values as the review step sends them back: marker key, printed name and unit, range labelled printed. */
const reviewed = (values: Values) =>
  values.map((value) => ({
    name: value.marker,
    printedName: value.printedName,
    value: value.printedValue,
    unit: value.printedUnit,
    qualifier: value.qualifier,
    refLow: value.refSource === 'printed' ? value.refLow : null,
    refHigh: value.refSource === 'printed' ? value.refHigh : null,
    refSource: value.refSource,
    foundBy: value.foundBy,
  }));

describe('an uploaded report is a draft until it is reviewed', () => {
  it('comes back from POST /bloodwork/upload as a draft that is listed but counts nowhere', async () => {
    const user = await createUser(server);
    const draft = await uploadDraft(user);
    expect(draft).toMatchObject({ status: 'draft', source: 'pdf', hasPdf: true, isDateMissing: true });
    expect((draft.labValues as Values).map((value) => [value.marker, value.foundBy, value.needsReview])).toEqual([
      ['glucose', 'text', false],
      ['creatinine', 'text', false],
    ]);

    const listed = await server.rest('GET', '/bloodwork', { token: user.token });
    expect((listed.body.bloodwork as Values).map((entry) => [entry.id, entry.status])).toEqual([[draft.id, 'draft']]);
    expect(await trends(user)).toEqual([]);
    const confirmedOnly = await server.rest('GET', '/bloodwork?status=confirmed', { token: user.token });
    expect(confirmedOnly.body).toMatchObject({ total: 0, bloodwork: [] });
    expect((await server.rest('GET', '/bloodwork?status=final', { token: user.token })).status).toBe(400);
  });

  it('is confirmed by PUT /bloodwork/{id} with the reviewed values, and then counts', async () => {
    const user = await createUser(server);
    await server.rest('POST', '/bloodwork/manual', { token: user.token, body: { date: '2024-01-10', labValues: [{ name: 'glucose', value: 88 }] } });
    const before = await trends(user);
    const draft = await uploadDraft(user);
    expect(await trends(user)).toEqual(before);

    const confirmed = await server.rest('PUT', `/bloodwork/${draft.id as string}`, {
      token: user.token,
      body: { date: '2024-03-05', labValues: reviewed(draft.labValues as Values), dismissUnmatched: true },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: draft.id, status: 'confirmed', date: '2024-03-05', isDateMissing: false });
    const glucose = (await trends(user)).find((trend) => trend.marker === 'glucose')!;
    expect(glucose.points).toEqual([
      expect.objectContaining({ date: '2024-01-10', value: 88 }),
      expect.objectContaining({ date: '2024-03-05', value: 92, entryId: draft.id }),
    ]);
  });

  it('asks for the collection date when the report printed none, and keeps a printed one', async () => {
    const user = await createUser(server);
    const draft = await uploadDraft(user);
    const withoutDate = await server.rest('PUT', `/bloodwork/${draft.id as string}`, {
      token: user.token,
      body: { labValues: reviewed(draft.labValues as Values) },
    });
    expect(withoutDate.status).toBe(400);
    expect(withoutDate.body.message).toBe('No collection date was found on the report. Enter the date your sample was taken.');
    expect((await server.rest('GET', `/bloodwork/${draft.id as string}`, { token: user.token })).body.status).toBe('draft');

    const dated = await uploadDraft(user, await fixturePdf('synthetic_fpdf_sample'));
    expect(dated).toMatchObject({ date: '2025-07-30', isDateMissing: false, status: 'draft' });
    const saved = await server.rest('PUT', `/bloodwork/${dated.id as string}`, { token: user.token, body: { labValues: reviewed(dated.labValues as Values) } });
    expect(saved.body).toMatchObject({ status: 'confirmed', date: '2025-07-30' });
  });

  it('keeps printed ranges labelled as printed, qualifiers and the reader of each value through the save', async () => {
    const user = await createUser(server);
    const draft = await uploadDraft(user);
    const glucose = (draft.labValues as Values).find((value) => value.marker === 'glucose')!;
    // Glucose's printed 70 – 99 mg/dL is also its default range: it must still read as printed.
    expect(glucose).toMatchObject({ refSource: 'printed', refLow: 70, refHigh: 99, defaultRefLow: 70, defaultRefHigh: 99 });
    const values = reviewed(draft.labValues as Values).map((value) =>
      value.name === 'creatinine' ? { ...value, qualifier: '<', value: 0.5, foundBy: 'ocr' } : value,
    );
    const saved = await server.rest('PUT', `/bloodwork/${draft.id as string}`, { token: user.token, body: { date: '2024-03-05', labValues: values } });
    expect(saved.status).toBe(200);
    const [savedGlucose, savedCreatinine] = saved.body.labValues as Values;
    expect(savedGlucose).toMatchObject({ refSource: 'printed', refLow: 70, refHigh: 99, foundBy: 'text', needsReview: false });
    expect(savedCreatinine).toMatchObject({ qualifier: '<', printedValue: 0.5, foundBy: 'ocr', needsReview: false, refSource: 'printed' });

    // An edit of the saved entry sends the same values back: nothing is lost the second time either.
    const edited = await server.rest('PUT', `/bloodwork/${draft.id as string}`, {
      token: user.token,
      body: { labValues: reviewed(saved.body.labValues as Values) },
    });
    expect(edited.body.labValues).toEqual(saved.body.labValues);

    // Without refSource a range equal to the default is the default, as before (clients that GET and PUT back).
    const legacy = await server.rest('PUT', `/bloodwork/${draft.id as string}`, {
      token: user.token,
      body: { labValues: [{ name: 'glucose', value: 90, refLow: 70, refHigh: 99 }] },
    });
    expect((legacy.body.labValues as Values)[0]).toMatchObject({ refSource: 'default' });
  });

  it('rejects an unknown qualifier or range source with the field that is wrong', async () => {
    const user = await createUser(server);
    const draft = await uploadDraft(user);
    for (const [field, bad] of [
      ['qualifier', '~'],
      ['refSource', 'guessed'],
    ] as const) {
      const response = await server.graphql<{ updateBloodwork: unknown }>(
        'mutation ($input: UpdateBloodworkInput!) { updateBloodwork(input: $input) { bloodworkEntry { id } } }',
        { input: { id: draft.id, date: '2024-03-05', labValues: [{ name: 'glucose', value: 92, [field]: bad }] } },
        user.token,
      );
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: `labValues.0.${field}` }] });
    }
    expect((await server.rest('GET', `/bloodwork/${draft.id as string}`, { token: user.token })).body.status).toBe('draft');
  });

  it('is discarded with its PDF by DELETE /bloodwork/{id}', async () => {
    const user = await createUser(server);
    const draft = await uploadDraft(user);
    const em = server.orm.em.fork();
    const stored = await em.findOneOrFail(BloodworkEntry, { id: draft.internalID as string });
    const pdf = { ownerId: stored.user.id, key: stored.pdfKey! };
    expect(await pdfStorage.read(em, pdf)).not.toBeNull();

    expect((await server.rest('DELETE', `/bloodwork/${draft.id as string}`, { token: user.token })).status).toBe(200);
    expect((await server.rest('GET', `/bloodwork/${draft.id as string}`, { token: user.token })).status).toBe(404);
    expect(await pdfStorage.read(server.orm.em.fork(), pdf)).toBeNull();
    expect((await server.rest('GET', '/bloodwork', { token: user.token })).body.total).toBe(0);
  });

  it('is a draft over GraphQL too, and typed entries are confirmed on save', async () => {
    const user = await createUser(server);
    const uploaded = await uploadPdfOverGraphQL(
      server,
      user.token,
      buildPdf(TWO_RESULTS),
      'mutation ($input: UploadBloodworkInput!) { uploadBloodwork(input: $input) { bloodworkEntry { id status isDateMissing labValues { foundBy needsReview } } } }',
    );
    expect(uploaded.data?.uploadBloodwork).toMatchObject({
      bloodworkEntry: {
        status: 'draft',
        isDateMissing: true,
        labValues: [
          { foundBy: 'text', needsReview: false },
          { foundBy: 'text', needsReview: false },
        ],
      },
    });
    const manual = await server.rest('POST', '/bloodwork/manual', {
      token: user.token,
      body: { date: '2024-01-10', labValues: [{ name: 'glucose', value: 88 }] },
    });
    expect(manual.body).toMatchObject({ status: 'confirmed', isDateMissing: false });
    const listed = await server.graphql<{ viewer: { drafts: { totalCount: number }; confirmed: { totalCount: number } } }>(
      '{ viewer { drafts: bloodworkEntries(status: draft) { totalCount } confirmed: bloodworkEntries(status: confirmed) { totalCount } } }',
      {},
      user.token,
    );
    expect(listed.data?.viewer).toEqual({ drafts: { totalCount: 1 }, confirmed: { totalCount: 1 } });
  });
});

describe("a unit printed with 'mil' (thousands or millions)", () => {
  it('is shown as printed in the draft, converted as read, and read the same way when the review sends it back', () => {
    const [extracted] = parseLabReportLines(['RBC Count   4.5   mil/µL   4.5 - 5.5']).values;
    const draft = fromExtractedValue(extracted!, null);
    if (!isStoredLabValue(draft)) throw new Error('the red cell count matched no marker');
    expect(draft).toMatchObject({ marker: 'rbc_count', printedValue: 4.5, printedUnit: 'mil/µL', value: 4.5, refLow: 4.5, refHigh: 5.5 });
    const reviewed = fromTypedValue(
      { name: draft.marker, value: 4.5, unit: draft.printedUnit, refLow: 4.5, refHigh: 5.5, refSource: 'printed' },
      null,
      'labValues.0',
    );
    expect(reviewed).toMatchObject({ marker: 'rbc_count', printedUnit: 'mil/µL', value: draft.value, unit: draft.unit, refLow: 4.5, refHigh: 5.5 });
  });
});

describe('which reader found each value', () => {
  it('is carried from the reader into the draft, marked for review when the reader was unsure', () => {
    const extracted = { printedName: 'Glucose', value: 92, unit: 'mg/dL', refLow: 70, refHigh: 99, refText: '70 - 99', page: 1, markerKey: 'glucose' };
    expect(fromExtractedValue(extracted, null)).toMatchObject({ marker: 'glucose', foundBy: 'text', needsReview: false });
    expect(fromExtractedValue({ ...extracted, foundBy: 'ocr', needsReview: true }, null)).toMatchObject({
      marker: 'glucose',
      foundBy: 'ocr',
      needsReview: true,
    });
    expect(fromExtractedValue({ ...extracted, printedName: 'Zorblax', markerKey: undefined, foundBy: 'model' }, null)).toMatchObject({
      reason: 'unknown_marker',
      foundBy: 'model',
      needsReview: false,
    });
  });

  it('reads as the text layer, sure, for values stored before readers were told apart', async () => {
    const user = await createUser(server);
    const draft = await uploadDraft(user);
    const old = (draft.labValues as Values).map(({ foundBy: _foundBy, needsReview: _needsReview, ...rest }) => rest);
    await server.orm.em.fork().execute('update bloodwork_entries set lab_values = ?::jsonb where id = ?', [JSON.stringify(old), draft.internalID]);
    const stored = await server.rest('GET', `/bloodwork/${draft.id as string}`, { token: user.token });
    expect((stored.body.labValues as Values).map((value) => [value.foundBy, value.needsReview])).toEqual([
      ['text', false],
      ['text', false],
    ]);
  });
});

describe("someone else's draft", () => {
  it('can be neither seen, confirmed nor discarded by another user, over REST or GraphQL', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const draft = await uploadDraft(owner);
    const id = draft.id as string;
    const labValues = reviewed(draft.labValues as Values);

    expect((await server.rest('GET', `/bloodwork/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('PUT', `/bloodwork/${id}`, { token: other.token, body: { date: '2024-03-05', labValues } })).status).toBe(404);
    expect((await server.rest('DELETE', `/bloodwork/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('GET', '/bloodwork', { token: other.token })).body.total).toBe(0);

    const asOther = (query: string, variables: Record<string, unknown>) => server.graphql(query, variables, other.token);
    const seen = await asOther('query ($id: ID!) { node(id: $id) { id } viewer { bloodworkEntries(status: draft) { totalCount } } }', { id });
    expect(seen.data).toEqual({ node: null, viewer: { bloodworkEntries: { totalCount: 0 } } });
    const viewed = await asOther('query ($id: ID!) { viewer { bloodworkEntry(id: $id) { id } } }', { id });
    expect(viewed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const confirmed = await asOther('mutation ($input: UpdateBloodworkInput!) { updateBloodwork(input: $input) { bloodworkEntry { id } } }', {
      input: { id, date: '2024-03-05', labValues },
    });
    expect(confirmed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const discarded = await asOther('mutation ($input: DeleteBloodworkInput!) { deleteBloodwork(input: $input) { deletedBloodworkEntryId } }', {
      input: { id },
    });
    expect(discarded.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const still = await server.rest('GET', `/bloodwork/${id}`, { token: owner.token });
    expect(still.body).toMatchObject({ status: 'draft', hasPdf: true, labValues: draft.labValues });
  });
});
