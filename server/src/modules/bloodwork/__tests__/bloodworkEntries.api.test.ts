import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { idOf } from '../../../graphql/globalId.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { pdfDownloadPath, signPdfDownload } from '../pdfDownloadSigning.js';
import { buildPdf, TWO_RESULTS, uploadPdf } from './bloodworkTestFiles.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type LabValue = Record<string, unknown>;

async function download(path: string, token?: string) {
  const response = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

async function manual(user: TestUser, body: unknown) {
  return server.rest('POST', '/bloodwork/manual', { token: user.token, body });
}

describe('manual bloodwork entry', () => {
  it('resolves names through the catalog, converts units and applies default ranges for the user’s sex', async () => {
    const user = await createUser(server, { gender: 'female' });
    const response = await manual(user, {
      date: '2026-02-01',
      labValues: [
        { name: 'LDL', value: 3.1, unit: 'mmol/L' },
        { name: 'Hb', value: 125, unit: 'g/L' },
        { name: '25-OH Vitamin D', value: 50, unit: 'nmol/L' },
        { name: 'HDL Cholesterol', value: 45 },
      ],
    });
    expect(response.status).toBe(201);
    const [ldl, hb, vitaminD, hdl] = response.body.labValues as LabValue[];
    expect(ldl).toMatchObject({ marker: 'ldl_cholesterol', unit: 'mg/dL', printedValue: 3.1, printedUnit: 'mmol/L', refSource: 'default', flag: 'high' });
    expect(ldl!.value).toBeCloseTo(119.9, 1);
    expect(hb).toMatchObject({ marker: 'hemoglobin', value: 12.5, unit: 'g/dL' });
    expect(vitaminD!.value).toBeCloseTo(20.03, 2);
    expect(vitaminD).toMatchObject({ flag: 'low', category: 'vitamins' });
    // HDL's default range differs by sex: women ≥ 50 mg/dL.
    expect(hdl).toMatchObject({ value: 45, refLow: 50, flag: 'low' });
  });

  it('answers 400 for empty values, unknown names, unknown units (listing the valid ones) and bad dates', async () => {
    const user = await createUser(server);
    const empty = await manual(user, { date: '2026-02-01', labValues: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Add at least one lab value.');

    const unknownName = await manual(user, { date: '2026-02-01', labValues: [{ name: 'Unobtainium', value: 1, unit: 'mg/dL' }] });
    expect(unknownName.status).toBe(400);
    expect(unknownName.body.fields).toEqual([{ field: 'labValues.0.name', message: expect.stringContaining("'Unobtainium' is not a marker") }]);

    const unknownUnit = await manual(user, { date: '2026-02-01', labValues: [{ name: 'Glucose', value: 5, unit: 'furlongs' }] });
    expect(unknownUnit.status).toBe(400);
    expect(unknownUnit.body.message).toContain("'furlongs' is not a unit for Glucose. Use one of: mg/dL");
    expect(unknownUnit.body.message).toContain('mmol/L');

    for (const date of ['2026-02-30', 'tomorrow']) {
      expect((await manual(user, { date, labValues: [{ name: 'Glucose', value: 90 }] })).status).toBe(400);
    }
    expect((await manual(user, { date: '2026-02-01', labValues: [{ name: 'Glucose', value: 'ninety' }] })).status).toBe(400);
    expect((await server.rest('GET', '/bloodwork', { token: user.token })).body.total).toBe(0);
  });
});

describe('bloodwork history, edits and trends', () => {
  it('pages newest first, gets, updates and deletes entries', async () => {
    const user = await createUser(server);
    for (const [date, ldl] of [
      ['2025-01-10', 160],
      ['2025-06-10', 130],
      ['2026-01-10', 99],
    ] as const) {
      expect(
        (
          await manual(user, {
            date,
            labValues: [
              { name: 'LDL', value: ldl },
              { name: 'TSH', value: 2 },
            ],
          })
        ).status,
      ).toBe(201);
    }
    const firstPage = await server.rest('GET', '/bloodwork?limit=2', { token: user.token });
    expect(firstPage.body).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const dates = (firstPage.body.bloodwork as { date: string }[]).map((entry) => entry.date);
    expect(dates).toEqual(['2026-01-10', '2025-06-10']);
    const secondPage = await server.rest('GET', '/bloodwork?page=2&limit=2', { token: user.token });
    expect((secondPage.body.bloodwork as { date: string }[]).map((entry) => entry.date)).toEqual(['2025-01-10']);
    expect((await server.rest('GET', '/bloodwork?page=0', { token: user.token })).status).toBe(400);
    const defaultPage = await server.rest('GET', '/bloodwork', { token: user.token });
    expect(defaultPage.body.limit).toBe(10);

    const id = (firstPage.body.bloodwork as { id: string }[])[0]!.id;
    const updated = await server.rest('PUT', `/bloodwork/${id}`, { token: user.token, body: { labValues: [{ name: 'LDL', value: 140 }] } });
    expect(updated.status).toBe(200);
    expect((updated.body.labValues as LabValue[]).map((value) => [value.marker, value.value, value.flag])).toEqual([['ldl_cholesterol', 140, 'high']]);
    expect((await server.rest('PUT', `/bloodwork/${id}`, { token: user.token, body: { labValues: [] } })).status).toBe(400);

    const trends = await server.rest('GET', '/bloodwork/trends?category=lipids', { token: user.token });
    expect(trends.status).toBe(200);
    const series = trends.body.trends as { marker: string; refHigh: number; points: { date: string; value: number }[] }[];
    expect(series.map((trend) => trend.marker)).toEqual(['ldl_cholesterol']);
    expect(series[0]!.refHigh).toBe(100);
    expect(series[0]!.points.map((point) => [point.date, point.value])).toEqual([
      ['2025-01-10', 160],
      ['2025-06-10', 130],
      ['2026-01-10', 140],
    ]);
    const all = await server.rest('GET', '/bloodwork/trends', { token: user.token });
    expect((all.body.trends as { marker: string }[]).map((trend) => trend.marker)).toEqual(['ldl_cholesterol', 'tsh']);
    expect((await server.rest('GET', '/bloodwork/trends?category=astrology', { token: user.token })).status).toBe(400);

    expect((await server.rest('DELETE', `/bloodwork/${id}`, { token: user.token })).status).toBe(200);
    expect((await server.rest('GET', `/bloodwork/${id}`, { token: user.token })).status).toBe(404);
    expect((await server.rest('GET', '/bloodwork/not-an-id', { token: user.token })).status).toBe(400);
  });

  it('serves the marker catalog for autocomplete with units and ranges', async () => {
    const user = await createUser(server, { gender: 'male' });
    const markers = await server.graphql<{ bloodworkMarkers: { edges: { node: { key: string; units: string[]; refLow: number } }[] } }>(
      '{ bloodworkMarkers(query: "hdl", first: 5) { totalCount edges { node { key name unit units refLow refHigh } } } }',
      {},
      user.token,
    );
    const hdl = markers.data!.bloodworkMarkers.edges.find((edge) => edge.node.key === 'hdl_cholesterol')!.node;
    expect(hdl.units).toContain('mmol/L');
    expect(hdl.refLow).toBe(40);
  });
});

describe('bloodwork PDF download and isolation', () => {
  it('serves the PDF with a bearer token, with ?token=, and with the signed URL; nobody else ever gets it', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const pdf = buildPdf(TWO_RESULTS);
    const uploaded = await uploadPdf(server, owner.token, pdf);
    const id = uploaded.body.id as string;
    const signedUrl = uploaded.body.pdfDownloadUrl as string;
    expect(signedUrl).toMatch(/^\/api\/bloodwork\/[0-9a-f-]{36}\/pdf\?expires=\d+&signature=/);

    const withHeader = await download(`/api/bloodwork/${id}/pdf`, owner.token);
    expect(withHeader).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(withHeader.bytes).toEqual(pdf);
    expect((await download(`/api/bloodwork/${id}/pdf?token=${owner.token}`)).status).toBe(200);
    expect((await download(signedUrl)).bytes).toEqual(pdf);

    // Someone else: the entry, its PDF (by id, with their own token) and its edits are all 404.
    expect((await server.rest('GET', `/bloodwork/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('PUT', `/bloodwork/${id}`, { token: other.token, body: { labValues: [{ name: 'LDL', value: 1 }] } })).status).toBe(404);
    expect((await server.rest('DELETE', `/bloodwork/${id}`, { token: other.token })).status).toBe(404);
    expect((await download(`/api/bloodwork/${id}/pdf`, other.token)).status).toBe(404);
    expect((await download(`/api/bloodwork/${id}/pdf?token=${other.token}`)).status).toBe(404);
    expect((await download(`/api/bloodwork/${id}/pdf`)).status).toBe(401);
    const node = await server.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id }, other.token);
    expect(node.data!.node).toBeNull();

    // An expired signed URL, a tampered one and one signed for another entry do not open it.
    const em = server.orm.em.fork();
    const entryId = idOf('BloodworkEntry', id);
    const expired = await signPdfDownload(em, { entryId, ownerId: idOf('User', owner.id) }, new Date(Date.now() - 1000));
    expect((await download(pdfDownloadPath(entryId, expired), other.token)).status).toBe(404);
    expect((await download(pdfDownloadPath(entryId, expired))).status).toBe(404);
    // Change the signature's first character to a different one (a fixed replacement would match it 1 time in 64).
    const tampered = signedUrl.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await download(tampered)).status).toBe(404);
    const otherEntry = await uploadPdf(server, other.token, pdf);
    const theirUrl = (otherEntry.body.pdfDownloadUrl as string).replace(idOf('BloodworkEntry', otherEntry.body.id as string), entryId);
    expect((await download(theirUrl)).status).toBe(404);

    // Deleting the entry deletes the PDF: even a fresh signed URL finds nothing.
    expect((await server.rest('DELETE', `/bloodwork/${id}`, { token: owner.token })).status).toBe(200);
    expect((await download(signedUrl)).status).toBe(404);
    const blobs = await em.execute('select count(*)::int as n from bloodwork_pdfs where id = ?', [entryId]);
    expect(blobs[0]!.n).toBe(0);
  });

  it('removes entries and PDFs with the account', async () => {
    const user = await createUser(server);
    await uploadPdf(server, user.token, buildPdf(TWO_RESULTS));
    await server.rest('POST', '/supplements/log', { token: user.token, body: { date: '2026-01-01', query: 'zinc' } });
    expect((await server.rest('DELETE', '/auth/me', { token: user.token })).status).toBe(200);
    const userId = idOf('User', user.id);
    const db = server.orm.em.fork();
    for (const table of ['bloodwork_entries', 'bloodwork_pdfs', 'supplement_logs']) {
      const rows = await db.execute(`select count(*)::int as n from ${table} where user_id = ?`, [userId]);
      expect({ table, n: rows[0]!.n }).toEqual({ table, n: 0 });
    }
  });
});
