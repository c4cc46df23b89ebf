import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { confirmImport, fixture, uploadImport } from './importFiles.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface LoggedItem {
  name: string;
  mealType: string;
  foodId: string | null;
  nutrients: Record<string, number>;
}

async function loggedItems(token: string, date: string): Promise<LoggedItem[]> {
  const { rows } = await server.orm.em
    .execute<LoggedItem[]>(
      `select i.name, i.meal_type "mealType", i.food_id "foodId", i.nutrients from food_log_items i join food_logs l on l.id = i.food_log_id
       join sessions s on s.user_id = l.user_id where s.token_hash = encode(sha256(?::bytea), 'hex') and l.date = ? order by i.meal_type, i.position`,
      [token, date],
      'all',
    )
    .then((result) => ({ rows: result }));
  return rows;
}

const countFoodItems = async (token: string) =>
  Number(
    (
      await server.orm.em.execute<{ n: string }[]>(
        `select count(*) n from food_log_items i join food_logs l on l.id = i.food_log_id
         where l.user_id = (select user_id from sessions where token_hash = encode(sha256(?::bytea), 'hex'))`,
        [token],
      )
    )[0]!.n,
  );

describe('POST /api/import/myfitnesspal, cronometer, loseit', () => {
  it('MyFitnessPal nutrition summary: one quick-add entry per meal with its stated nutrition, unread columns named', async () => {
    const user = await createUser(server);
    const preview = await uploadImport(server, user.token, 'myfitnesspal', await fixture('myfitnesspal-nutrition-summary.csv'));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({
      source: 'myfitnesspal',
      dateRange: { from: '2024-01-15', to: '2024-01-16' },
      days: 2,
      foodItems: 6,
      quickAddItems: 6,
    });
    expect(preview.body.notUnderstood!.join(' ')).toContain('Vitamin A');
    const confirmed = await confirmImport(server, user.token, preview.body.id!);
    expect(confirmed.body).toMatchObject({ written: 6, alreadyImported: 0 });
    const items = await loggedItems(user.token, '2024-01-15');
    expect(items.map((item) => item.mealType)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(items[0]).toMatchObject({
      name: 'Breakfast (MyFitnessPal)',
      foodId: null,
      nutrients: { energy_kcal: 412, fat_g: 14.2, protein_g: 22.4, carbs_g: 48.5, sodium_mg: 480 },
    });
  });

  it('Cronometer servings: amounts and nutrients per food, confident names mapped to our foods, weighed others saved as own foods', async () => {
    const user = await createUser(server);
    const preview = await uploadImport(server, user.token, 'cronometer', await fixture('cronometer-servings.csv'));
    expect(preview.status).toBe(201);
    // Bananas, Chicken Breast (roasted, calories agreeing for 150 g) and Coffee match; the homemade oatmeal becomes an own food.
    expect(preview.body).toMatchObject({ days: 2, foodItems: 4, matchedFoods: 3, quickAddItems: 0, newOwnFoods: 1 });
    await confirmImport(server, user.token, preview.body.id!);
    const items = await loggedItems(user.token, '2024-02-01');
    expect(items.map((item) => item.name)).toEqual(['Bananas, raw', 'Oatmeal with Blueberries (homemade)', 'Chicken Breast, Roasted']);
    expect(items[0]!.foodId).toBe('sr:09040');
    expect(items[1]).toMatchObject({ foodId: expect.stringMatching(/^custom:/), nutrients: { energy_kcal: 262.5, protein_g: 9.1 } });
    expect((await loggedItems(user.token, '2024-02-02'))[0]).toMatchObject({ name: 'Coffee', mealType: 'snack', nutrients: { caffeine_mg: 94.8 } });
  });

  it('Lose It! food log: US dates, quantity and units, exercise rows named as not imported; re-import adds nothing', async () => {
    const user = await createUser(server);
    const bytes = await fixture('loseit-food-log.csv');
    const preview = await uploadImport(server, user.token, 'loseit', bytes);
    expect(preview.body).toMatchObject({ dateRange: { from: '2024-03-05', to: '2024-03-06' }, foodItems: 4 });
    expect(preview.body.notUnderstood!.join(' ')).toContain('Row 5: exercise is not food');
    await confirmImport(server, user.token, preview.body.id!);
    const again = await uploadImport(server, user.token, 'loseit', bytes);
    expect((await confirmImport(server, user.token, again.body.id!)).body).toMatchObject({ written: 0, alreadyImported: 4 });
    expect(await countFoodItems(user.token)).toBe(4);
  });

  it('reads UTF-8 with a BOM, Windows-1252, and semicolon-separated files with decimal commas alike', async () => {
    const user = await createUser(server);
    const header = 'Date;Name;Type;Quantity;Units;Calories;Fat (g);Protein (g);Carbohydrates (g)';
    const row = '05.03.2024;Crème brûlée;Dinner;1,5;Portion;412,5;20,25;6,5;48';
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${header}\r\n${row}\r\n`, 'utf8')]);
    const latin = Buffer.from(`${header}\r\n${row}\r\n`, 'latin1');
    for (const [date, bytes] of [
      ['bom', bom],
      ['1252', latin],
    ] as const) {
      const preview = await uploadImport(server, user.token, 'loseit', bytes);
      expect({ date, status: preview.status }).toEqual({ date, status: 201 });
      expect(preview.body).toMatchObject({ dateRange: { from: '2024-03-05', to: '2024-03-05' }, foodItems: 1 });
    }
    const preview = await uploadImport(server, user.token, 'loseit', latin);
    await confirmImport(server, user.token, preview.body.id!);
    expect(await loggedItems(user.token, '2024-03-05')).toEqual([
      // "Portion" is none of our crème brûlée's portions, so its weight is unknown: a quick-add entry with the file's nutrition.
      { name: 'Crème brûlée', mealType: 'dinner', foodId: null, nutrients: { energy_kcal: 412.5, fat_g: 20.25, protein_g: 6.5, carbs_g: 48 } },
    ]);
  });

  it("amounts in cups or pieces: converted with our food's portions when it has that portion, otherwise quick-add with the stated nutrition", async () => {
    const user = await createUser(server);
    const file = [
      'Date,Name,Type,Quantity,Units,Calories,Fat (g),Protein (g),Carbohydrates (g)',
      '3/7/2024,"Milk, whole",Breakfast,1,Cup,149,7.9,7.7,11.7',
      '3/7/2024,"Bananas, raw",Breakfast,2,Piece,210,0.8,2.6,54',
      '3/7/2024,Zorblax,Lunch,1.5,Cups,380,12,18,40',
    ].join('\n');
    const preview = await uploadImport(server, user.token, 'loseit', Buffer.from(file));
    expect(preview.body).toMatchObject({ foodItems: 3, matchedFoods: 1, quickAddItems: 2, newOwnFoods: 0 });
    await confirmImport(server, user.token, preview.body.id!);
    const rows = await server.orm.em.execute<{ name: string; food_id: string | null; grams: number | null; nutrients: object }[]>(
      `select i.name, i.food_id, i.grams, i.nutrients from food_log_items i join food_logs l on l.id = i.food_log_id
       join sessions s on s.user_id = l.user_id where s.token_hash = encode(sha256(?::bytea), 'hex') order by i.meal_type, i.position`,
      [user.token],
    );
    expect(rows).toEqual([
      // Our whole milk weighs 244 g a cup.
      { name: 'Milk, whole', food_id: 'fndds:11111000', grams: 244, nutrients: { energy_kcal: 149, fat_g: 7.9, protein_g: 7.7, carbs_g: 11.7 } },
      { name: 'Bananas, raw', food_id: null, grams: null, nutrients: { energy_kcal: 210, fat_g: 0.8, protein_g: 2.6, carbs_g: 54 } },
      { name: 'Zorblax', food_id: null, grams: null, nutrients: { energy_kcal: 380, fat_g: 12, protein_g: 18, carbs_g: 40 } },
    ]);
  });

  it('imports a 100,000-row file in one transaction', async () => {
    const user = await createUser(server);
    const lines = ['Date,Name,Type,Quantity,Units,Calories,Fat (g),Protein (g),Carbohydrates (g)'];
    for (let index = 0; index < 100_000; index += 1) {
      const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(index / 25) * 86_400_000);
      lines.push(`${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()},Food ${index % 400},Lunch,1,Each,${100 + (index % 50)},3,4,12`);
    }
    const preview = await uploadImport(server, user.token, 'loseit', Buffer.from(lines.join('\n')));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ foodItems: 100_000, days: 4000 });
    const confirmed = await confirmImport(server, user.token, preview.body.id!);
    expect(confirmed.body).toMatchObject({ written: 100_000 });
    expect(await countFoodItems(user.token)).toBe(100_000);
  }, 240_000);

  it('bad files are a clear 4xx and write nothing', async () => {
    const user = await createUser(server);
    const cases: [string, Buffer][] = [
      ['myfitnesspal', Buffer.from('just some text without columns')],
      ['cronometer', Buffer.from('Day,Group,Food Name\n2024-01-01,Lunch,"unterminated')],
      ['loseit', Buffer.from('')],
      ['loseit', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff])],
      ['myfitnesspal', Buffer.from('Date,Meal,Calories\nyesterday,Lunch,500\nsoon,Dinner,300')],
    ];
    for (const [source, bytes] of cases) {
      const preview = await uploadImport(server, user.token, source, bytes);
      expect({ source, status: preview.status }).toEqual({ source, status: 400 });
      expect(preview.body.message).toEqual(expect.any(String));
    }
    expect(await countFoodItems(user.token)).toBe(0);
  });
});

describe('POST /api/import/labs-csv', () => {
  it('maps markers through the catalog into one entry per date, naming what it could not map', async () => {
    const user = await createUser(server, { gender: 'male' });
    const preview = await uploadImport(server, user.token, 'labs-csv', await fixture('labs.csv'));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ labEntries: 2, labValues: 4, dateRange: { from: '2024-04-10', to: '2024-09-02' } });
    expect(preview.body.notUnderstood!.join(' ')).toContain('Mystery Marker');
    await confirmImport(server, user.token, preview.body.id!);
    const list = await server.rest('GET', '/bloodwork', { token: user.token });
    const entries = list.body.bloodwork as { date: string; labValues: { marker: string; value: number; unit: string; flag: string | null }[] }[];
    expect(entries.map((entry) => entry.date)).toEqual(['2024-09-02', '2024-04-10']);
    const april = entries[1]!.labValues;
    expect(april.find((value) => value.marker === 'ldl_cholesterol')).toMatchObject({ value: 131, refLow: 0, refHigh: 99, flag: 'high' });
    expect(april.find((value) => value.marker === 'glucose')).toMatchObject({ printedValue: 5.4, printedUnit: 'mmol/L', unit: 'mg/dL' });
    expect(april.find((value) => value.marker === 'hdl_cholesterol')).toMatchObject({ value: 48, flag: 'normal' });
  });
});
