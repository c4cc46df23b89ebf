import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { confirmImport, importRowCounts, uploadImport } from './importFiles.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every nutrient column Cronometer's servings export writes (51 of them), as its header names them. */
const NUTRIENTS = [
  ...['Energy (kcal)', 'Alcohol (g)', 'Caffeine (mg)', 'Water (g)', 'B1 (Thiamine) (mg)', 'B2 (Riboflavin) (mg)', 'B3 (Niacin) (mg)'],
  ...['B5 (Pantothenic Acid) (mg)', 'B6 (Pyridoxine) (mg)', 'B12 (Cobalamin) (µg)', 'Folate (µg)', 'Vitamin A (µg)', 'Vitamin C (mg)'],
  ...['Vitamin D (IU)', 'Vitamin E (mg)', 'Vitamin K (µg)', 'Calcium (mg)', 'Copper (mg)', 'Iron (mg)', 'Magnesium (mg)', 'Manganese (mg)'],
  ...['Phosphorus (mg)', 'Potassium (mg)', 'Selenium (µg)', 'Sodium (mg)', 'Zinc (mg)', 'Carbs (g)', 'Fiber (g)', 'Starch (g)', 'Sugars (g)'],
  ...['Net Carbs (g)', 'Fat (g)', 'Cholesterol (mg)', 'Monounsaturated (g)', 'Polyunsaturated (g)', 'Saturated (g)', 'Trans-Fats (g)'],
  ...['Omega-3 (g)', 'Omega-6 (g)', 'Cystine (g)', 'Histidine (g)', 'Isoleucine (g)', 'Leucine (g)', 'Lysine (g)', 'Methionine (g)'],
  ...['Phenylalanine (g)', 'Protein (g)', 'Threonine (g)', 'Tryptophan (g)', 'Tyrosine (g)', 'Valine (g)'],
];

function cronometerServings(rows: number): Buffer {
  const lines = [['Day', 'Time', 'Group', 'Food Name', 'Amount', ...NUTRIENTS, 'Category'].join(',')];
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(2016, 0, 1) + Math.floor(index / 8) * 86_400_000).toISOString().slice(0, 10);
    const values = NUTRIENTS.map((_, column) => (((index * 7 + column * 13) % 1000) / 10).toFixed(2));
    lines.push([day, '8:15 AM', 'Lunch', `"Home recipe ${index % 500}"`, '123.00 g', ...values, 'Recipes'].join(','));
  }
  return Buffer.from(lines.join('\r\n'));
}

const countFor = async (token: string) => {
  const { logItems, keptItems } = await importRowCounts(server, token);
  return { items: logItems, kept: keptItems };
};

describe('a 100,000-row Cronometer servings export with every nutrient column', () => {
  it('imports in pages within one transaction, all of it, and a second import of the same file adds nothing', async () => {
    const user = await createUser(server);
    const file = cronometerServings(100_000);
    const preview = await uploadImport(server, user.token, 'cronometer', file);
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ foodItems: 100_000, days: 12_500, dateRange: { from: '2016-01-01' } });
    // The preview keeps the entries beside it, page by page; the preview itself is a summary.
    expect(await countFor(user.token)).toEqual({ items: 0, kept: 100_000 });

    const confirmed = await confirmImport(server, user.token, preview.body.id!);
    expect(confirmed.body).toMatchObject({ written: 100_000, alreadyImported: 0 });
    expect(await countFor(user.token)).toEqual({ items: 100_000, kept: 0 });

    const again = await uploadImport(server, user.token, 'cronometer', file);
    expect((await confirmImport(server, user.token, again.body.id!)).body).toMatchObject({ written: 0, alreadyImported: 100_000 });
    expect(await countFor(user.token)).toEqual({ items: 100_000, kept: 0 });
  }, 600_000);
});
