import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { zipEntries } from '../../export/__tests__/zipEntries.js';
import { confirmImport, uploadImport } from './importFiles.js';
import { buildPdf, TWO_RESULTS, uploadPdf } from '../../bloodwork/__tests__/bloodworkTestFiles.js';
import { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { idOf } from '../../../graphql/globalId.js';
import type { PdfStorage } from '../../bloodwork/bloodworkPdfStorage.js';
import { loadFoodCatalog } from '../../food/foodCatalog.js';
import { User } from '../../users/user.entity.js';
import { systemClock } from '../../../jobs/clock.js';
import { confirmImport as confirmImportService, previewImport } from '../dataImport.service.js';

const BANANA = 'sr:09040';
const LOG_FOOD = 'mutation ($input: LogFoodInput!) { logFood(input: $input) { item { id } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function exportZip(token: string): Promise<Buffer> {
  const response = await fetch(`${server.url}/api/export`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

type Json = Record<string, unknown>;
async function exportedData(token: string): Promise<Json & { pdfs: Map<string, Buffer> }> {
  const entries = await zipEntries(await exportZip(token));
  const pdfs = new Map([...entries].filter(([name]) => name.endsWith('.pdf')));
  return { ...(JSON.parse(entries.get('nutri-export.json')!.toString('utf8')) as Json), pdfs };
}

const comparableExport = async (token: string) => {
  const data = await exportedData(token);
  return comparable(data, data.pdfs);
};

/**
 * The parts of an export that are the user's own records, field by field, without the ids and timestamps a new account
 * gives anew: a custom food's id becomes its name (food entries and saved meals refer to it), a PDF's path its bytes.
 */
function comparable(data: Json, pdfs: Map<string, Buffer>) {
  const customNames = new Map((data.customFoods as Json[]).map((food) => [`custom:${String(food.id)}`, `custom food "${String(food.name)}"`]));
  const strip = (records: unknown) =>
    (records as Json[])
      .map(
        (record) =>
          JSON.parse(
            JSON.stringify(record, (key, value: unknown) => {
              if (['id', 'createdAt', 'updatedAt'].includes(key)) return undefined;
              if (key === 'pdfFile') return typeof value === 'string' ? pdfs.get(value)?.toString('base64') : value;
              return typeof value === 'string' && customNames.has(value) ? customNames.get(value) : value;
            }),
          ) as Json,
      )
      // Lists keyed by a random id come in id order; the records, not their order, must survive.
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const profile = { ...(data.profile as Json) };
  for (const key of ['email', 'createdAt', 'tier', 'preferredAiModel', 'timezone']) delete profile[key];
  return {
    profile,
    foodLogs: strip(data.foodLogs),
    customFoods: strip(data.customFoods),
    savedMeals: strip(data.savedMeals),
    supplementLogs: strip(data.supplementLogs),
    bloodworkEntries: strip(data.bloodworkEntries),
  };
}

async function userWithHistory(): Promise<TestUser> {
  const user = await createUser(server, {
    firstName: 'Grace',
    lastName: 'Hopper',
    weight: 61,
    height: 168,
    gender: 'female',
    dateOfBirth: '1990-04-02',
    activityLevel: 'moderately_active',
  });
  for (const [date, quantity] of [
    ['2025-12-30', 1],
    ['2025-12-31', 2],
    ['2025-12-31', 1],
  ] as const) {
    const logged = await server.graphql(LOG_FOOD, { input: { date, time: '08:00', foodId: BANANA, quantity, unit: 'medium' } }, user.token);
    expect(logged.errors).toBeUndefined();
  }
  const food = await server.graphql(
    'mutation ($input: CreateCustomFoodInput!) { createCustomFood(input: $input) { __typename } }',
    { input: { food: { name: 'Grandma soup', calories: 120, protein: 6, servingSize: 1, servingUnit: 'bowl', servingGrams: 300 } } },
    user.token,
  );
  expect(food.errors).toBeUndefined();
  const customFoodId = (await exportedData(user.token)).customFoods as Json[];
  const meal = await server.rest('POST', '/meals', {
    token: user.token,
    body: {
      kind: 'meal',
      name: 'Soup and banana',
      mealType: 'lunch',
      isFavorite: true,
      items: [
        { foodId: `custom:${String(customFoodId[0]!.id)}`, quantity: 1, unit: 'bowl' },
        { foodId: BANANA, quantity: 1, unit: 'medium' },
      ],
    },
  });
  expect(meal.status).toBe(201);
  const soup = await server.graphql(
    LOG_FOOD,
    { input: { date: '2025-12-31', time: '12:30', foodId: `custom:${String(customFoodId[0]!.id)}`, quantity: 2, unit: 'bowl' } },
    user.token,
  );
  expect(soup.errors).toBeUndefined();
  for (const query of ['Vitamin D3 2000 IU', 'magnesium glycinate 400mg']) {
    expect((await server.rest('POST', '/supplements/log', { token: user.token, body: { date: '2025-12-31', query, time: '08:00' } })).status).toBe(201);
  }
  expect((await uploadPdf(server, user.token, buildPdf(TWO_RESULTS), { filename: 'october-labs.pdf' })).status).toBe(201);
  const labs = await server.rest('POST', '/bloodwork/manual', {
    token: user.token,
    body: {
      date: '2025-11-02',
      labValues: [
        { name: 'LDL', value: 120, unit: 'mg/dL' },
        { name: 'TSH', value: 2.2 },
      ],
    },
  });
  expect(labs.status).toBe(201);
  return user;
}

describe('importing Nutri’s own export', () => {
  it('round trip: export → delete account → new account → import gives the same data, and a second import adds nothing', async () => {
    const original = await userWithHistory();
    const zip = await exportZip(original.token);
    const before = await comparableExport(original.token);
    expect(before.foodLogs).toHaveLength(2);
    expect(before.customFoods).toHaveLength(1);
    expect(before.savedMeals).toEqual([
      expect.objectContaining({
        name: 'Soup and banana',
        isFavorite: true,
        items: expect.arrayContaining([expect.objectContaining({ foodId: 'custom food "Grandma soup"' })]),
      }),
    ]);
    expect(before.supplementLogs).toHaveLength(2);
    expect(before.bloodworkEntries).toHaveLength(2);
    expect(before.bloodworkEntries.filter((entry) => typeof entry.pdfFile === 'string' && entry.pdfFilename === 'october-labs.pdf')).toHaveLength(1);
    expect((before.profile as { nutritionTargets: { calories: number } }).nutritionTargets.calories).toBeGreaterThan(0);

    expect((await server.rest('DELETE', '/auth/me', { token: original.token })).status).toBe(200);

    const fresh = await createUser(server, { firstName: 'New' });
    const preview = await uploadImport(server, fresh.token, 'nutri', zip, 'nutri-export.zip');
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ source: 'nutri', status: 'preview', foodItems: 4, labEntries: 2, otherRecords: 4 });
    // Nothing is written before confirming.
    expect((await exportedData(fresh.token)).foodLogs).toEqual([]);

    const confirmed = await confirmImport(server, fresh.token, preview.body.id!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'imported', alreadyImported: 0 });
    const after = await comparableExport(fresh.token);
    for (const section of ['profile', 'foodLogs', 'customFoods', 'savedMeals', 'supplementLogs', 'bloodworkEntries'] as const)
      expect(after[section]).toEqual(before[section]);

    const again = await uploadImport(server, fresh.token, 'nutri', zip, 'nutri-export.zip');
    const secondConfirm = await confirmImport(server, fresh.token, again.body.id!);
    expect(secondConfirm.body).toMatchObject({ written: 0 });
    expect(await comparableExport(fresh.token)).toEqual(before);
    expect((await confirmImport(server, fresh.token, again.body.id!)).status).toBe(409);
  });

  it('restores the lab-report PDFs into an object store as well (storage that keeps bytes by key, outside the transaction)', async () => {
    const original = await createUser(server);
    const pdf = buildPdf(TWO_RESULTS);
    expect((await uploadPdf(server, original.token, pdf, { filename: 'labs.pdf' })).status).toBe(201);
    const zip = await exportZip(original.token);
    const fresh = await createUser(server);

    const objects = new Map<string, Uint8Array>();
    const objectStore: PdfStorage = {
      save: async (_em, { ownerId, bytes }) => {
        const key = `${ownerId}/${objects.size + 1}`;
        objects.set(key, bytes);
        return key;
      },
      read: async (_em, { key }) => objects.get(key) ?? null,
      remove: async (_em, { key }) => void objects.delete(key),
    };
    const em = server.orm.em.fork();
    const viewer = await em.findOneOrFail(User, { id: idOf('User', fresh.id) });
    const deps = { em, foodCatalog: await loadFoodCatalog(), clock: systemClock };
    const file: FileUpload = { filename: 'nutri.zip', mimetype: 'application/zip', encoding: '7bit', createReadStream: () => Readable.from([zip]) as never };
    const preview = await previewImport(deps, viewer, { source: 'nutri', file });
    await confirmImportService(deps, viewer, preview.id, { pdfStorage: objectStore });

    expect([...objects.values()].map((bytes) => Buffer.from(bytes).equals(pdf))).toEqual([true]);
    const [entry] = await em.execute<{ pdf_key: string; pdf_filename: string }[]>('select pdf_key, pdf_filename from bloodwork_entries where user_id = ?', [
      viewer.id,
    ]);
    expect(entry).toEqual({ pdf_key: [...objects.keys()][0], pdf_filename: 'labs.pdf' });
  });

  it("never shows or confirms another user's import", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const zip = await exportZip(owner.token);
    const preview = await uploadImport(server, owner.token, 'nutri', zip);
    expect((await confirmImport(server, other.token, preview.body.id!)).status).toBe(404);
    expect((await confirmImport(server, undefined, preview.body.id!)).status).toBe(401);
    expect((await confirmImport(server, owner.token, 'not-an-id')).status).toBe(404);
    expect((await confirmImport(server, owner.token, preview.body.id!)).status).toBe(200);
  });

  it('refuses files that are not a Nutri export with a clear message', async () => {
    const user = await createUser(server);
    const notExport = await uploadImport(server, user.token, 'nutri', Buffer.from('{"hello": 1}'));
    expect(notExport.status).toBe(400);
    expect(notExport.body.message).toContain('not a Nutri export');
    const brokenZip = await uploadImport(server, user.token, 'nutri', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(brokenZip.status).toBe(400);
    const unknownSource = await uploadImport(server, user.token, 'fitbit', Buffer.from('a,b\n1,2'));
    expect(unknownSource.status).toBe(400);
    expect((await uploadImport(server, undefined, 'nutri', Buffer.from('{}'))).status).toBe(401);
  });
});
