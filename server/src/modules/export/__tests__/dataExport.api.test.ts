import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { buildPdf, TWO_RESULTS, uploadPdf } from '../../bloodwork/__tests__/bloodworkTestFiles.js';
import { zipEntries } from './zipEntries.js';

const BANANA = 'sr:09040';
const LOG_FOOD = 'mutation ($input: LogFoodInput!) { logFood(input: $input) { item { id } } }';
const CREATE_LINK = 'mutation { createDataExportLink { downloadUrl expiresAt } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function download(path: string, token?: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function userWithData(): Promise<TestUser> {
  const user = await createUser(server, { firstName: 'Ada' });
  for (const date of ['2026-03-01', '2026-03-02']) {
    const logged = await server.graphql(LOG_FOOD, { input: { date, time: '08:00', foodId: BANANA, quantity: 1, unit: 'medium' } }, user.token);
    expect(logged.errors).toBeUndefined();
  }
  const manual = await server.rest('POST', '/bloodwork/manual', {
    token: user.token,
    body: { date: '2026-02-10', labValues: [{ name: 'Glucose', value: 105, unit: 'mg/dL' }] },
  });
  expect(manual.status).toBe(201);
  expect((await uploadPdf(server, user.token, buildPdf(TWO_RESULTS), { filename: 'march.pdf' })).status).toBe(201);
  return user;
}

describe('GET /api/export', () => {
  it('streams one ZIP with the JSON of every record, the CSVs and the original PDFs', async () => {
    const user = await userWithData();
    const { status, type, bytes } = await download('/api/export', user.token);
    expect(status).toBe(200);
    expect(type).toBe('application/zip');
    const entries = await zipEntries(bytes);
    const names = [...entries.keys()];
    expect(names).toEqual(expect.arrayContaining(['nutri-export.json', 'daily-nutrition.csv', 'food-log-items.csv', 'lab-values.csv']));

    const json = JSON.parse(entries.get('nutri-export.json')!.toString('utf8')) as Record<string, unknown> & {
      profile: Record<string, unknown>;
      foodLogs: { date: string; items: { foodId: string; nutrients: Record<string, number> }[] }[];
      bloodworkEntries: { pdfFile: string | null; labValues: unknown[] }[];
    };
    expect(json.format).toBe('nutri-export');
    expect(json.profile).toMatchObject({ email: user.email, firstName: 'Ada' });
    expect(json.profile).not.toHaveProperty('passwordHash');
    expect(json.foodLogs.map((log) => log.date)).toEqual(['2026-03-01', '2026-03-02']);
    expect(json.foodLogs[0]!.items[0]).toMatchObject({ foodId: BANANA, nutrients: { energy_kcal: expect.any(Number) } });
    for (const section of [
      'customFoods',
      'savedMeals',
      'supplementLogs',
      'analyses',
      'assistantMessages',
      'reportsFiled',
      'paymentMethods',
      'invoices',
      'notificationSettings',
    ]) {
      expect(Array.isArray(json[section])).toBe(true);
    }
    expect(json.bloodworkEntries).toHaveLength(2);
    const pdfFile = json.bloodworkEntries.find((entry) => entry.pdfFile)!.pdfFile!;
    expect(entries.get(pdfFile)!.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const daily = entries.get('daily-nutrition.csv')!.toString('utf8').trim().split('\r\n');
    expect(daily[0]).toBe('date,items,energy_kcal,protein_g,carbs_g,fat_g,fiber_g,sugars_g,saturated_fat_g,sodium_mg');
    expect(daily.slice(1).map((line) => line.split(',')[0])).toEqual(['2026-03-01', '2026-03-02']);
    const items = entries.get('food-log-items.csv')!.toString('utf8').trim().split('\r\n');
    expect(items).toHaveLength(3);
    const labs = entries.get('lab-values.csv')!.toString('utf8').trim().split('\r\n');
    expect(labs[0]).toBe('date,marker,value,unit,range,flag');
    expect(labs).toContain('2026-02-10,Glucose,105,mg/dL,70-99,high');
  });

  it('downloads with a signed link without a session, and refuses tampered, expired or other links', async () => {
    const owner = await userWithData();
    const other = await createUser(server);
    const link = await server.graphql<{ createDataExportLink: { downloadUrl: string; expiresAt: string } }>(CREATE_LINK, {}, owner.token);
    const { downloadUrl, expiresAt } = link.data!.createDataExportLink;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

    const viaLink = await download(downloadUrl);
    expect(viaLink.status).toBe(200);
    const json = JSON.parse((await zipEntries(viaLink.bytes)).get('nutri-export.json')!.toString('utf8')) as { profile: { email: string } };
    expect(json.profile.email).toBe(owner.email);

    const url = new URL(downloadUrl, server.url);
    const pointedAtOther = `/api/export?owner=${other.id}&expires=${url.searchParams.get('expires')}&signature=${url.searchParams.get('signature')}`;
    expect((await download(pointedAtOther)).status).toBe(404);
    // The other user's session with the owner's link still gets nothing but a 404, never the owner's data.
    expect((await download(pointedAtOther, other.token)).status).toBe(404);
    expect((await download(`${downloadUrl}x`)).status).toBe(404);
    const expired = `/api/export?owner=${owner.id}&expires=${Math.floor(Date.now() / 1000) - 1}&signature=${url.searchParams.get('signature')}`;
    expect((await download(expired)).status).toBe(404);

    const othersOwn = await zipEntries((await download('/api/export', other.token)).bytes);
    const otherJson = JSON.parse(othersOwn.get('nutri-export.json')!.toString('utf8')) as { profile: { email: string }; foodLogs: unknown[] };
    expect(otherJson.profile.email).toBe(other.email);
    expect(otherJson.foodLogs).toEqual([]);
  });

  it('needs a session or a link', async () => {
    expect((await download('/api/export')).status).toBe(401);
    expect((await server.graphql(CREATE_LINK)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await server.rest('POST', '/export/link')).status).toBe(401);
  });
});
