import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startBenchServer } from './benchServer.js';
import { registerBenchUser } from './benchLoad.js';

// `npm run bench:export-import`: the export of an account with 3 years of daily food logs (4 items a day, with full
// nutrient snapshots) and 12 lab entries — POST /api/exports, the background job writing the ZIP while progress is
// polled, then its download — timed with the server's peak memory; then a 100,000-row Lose It! CSV through
// POST /api/import/loseit (preview, read on the import worker) and /api/import/{id}/confirm, and the same for a
// 100,000-row Cronometer servings export with every nutrient column (51), imported twice (the second adds nothing).
// RSS is the whole server process, the import worker thread included.
const DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 3 * 365);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

// 0 once the process has gone, so the bench fails on its request with the real error instead of here.
function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function seedHistory(databaseUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [email]);
    const userId = rows[0]!.id;
    await client.query(
      `insert into food_logs (id, user_id, date, created_at, updated_at)
       select gen_random_uuid(), $1, date '2023-11-01' + d, now(), now() from generate_series(0, $2::int - 1) d`,
      [userId, DAYS],
    );
    // Real nutrient snapshots: each item carries the full nutrient set of a dataset food.
    await client.query(
      `with dataset as (select array_agg(id order by id) ids from (select id from foods order by id limit 500) f)
       insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, quantity, unit, grams, nutrients, created_at)
       select gen_random_uuid(), l.id, (array['breakfast','lunch','dinner','snack'])[p + 1]::meal_type, 1, f.id, f.name, 1, 'serving', 100,
              f.nutrients, l.date::timestamptz + p * interval '4 hours'
       from food_logs l cross join generate_series(0, 3) p cross join dataset
       join foods f on f.id = dataset.ids[1 + (abs(hashtext(l.id::text || p)) % array_length(dataset.ids, 1))]
       where l.user_id = $1`,
      [userId],
    );
    await client.query(
      `insert into bloodwork_entries (id, user_id, date, source, lab_values, unmatched, created_at, updated_at)
       select gen_random_uuid(), $1, date '2023-11-15' + m * 90, 'manual',
              '[{"name":"LDL cholesterol","printedName":"LDL","marker":"ldl_cholesterol","category":"lipids","value":120,"unit":"mg/dL","printedValue":120,"printedUnit":"mg/dL","qualifier":null,"refLow":null,"refHigh":100,"refSource":"default","refText":null,"defaultRefLow":null,"defaultRefHigh":100,"flag":"high","printedFlag":null}]'::jsonb,
              '[]'::jsonb, now(), now()
       from generate_series(0, 11) m`,
      [userId],
    );
    await client.query('analyze food_logs; analyze food_log_items');
  } finally {
    await client.end();
  }
}

function loseItCsv(rows: number): Buffer {
  const lines = ['Date,Name,Type,Quantity,Units,Calories,Fat (g),Protein (g),Carbohydrates (g),Sugars (g),Fiber (g),Sodium (mg)'];
  const meals = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'];
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(2016, 0, 1) + Math.floor(index / 8) * 86_400_000);
    lines.push(
      `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()},"Food item ${index % 900}, homemade",${meals[index % 4]},1,Serving,${120 + (index % 300)},${index % 20},${index % 30},${index % 50},${index % 12},${index % 7},${index % 800}`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

/** Cronometer's servings export with every nutrient column it writes (about 57), the heaviest file an import takes. */
function cronometerCsv(rows: number): Buffer {
  const nutrients = [
    'Energy (kcal)',
    'Alcohol (g)',
    'Caffeine (mg)',
    'Water (g)',
    'B1 (Thiamine) (mg)',
    'B2 (Riboflavin) (mg)',
    'B3 (Niacin) (mg)',
    'B5 (Pantothenic Acid) (mg)',
    'B6 (Pyridoxine) (mg)',
    'B12 (Cobalamin) (µg)',
    'Folate (µg)',
    'Vitamin A (µg)',
    'Vitamin C (mg)',
    'Vitamin D (IU)',
    'Vitamin E (mg)',
    'Vitamin K (µg)',
    'Calcium (mg)',
    'Copper (mg)',
    'Iron (mg)',
    'Magnesium (mg)',
    'Manganese (mg)',
    'Phosphorus (mg)',
    'Potassium (mg)',
    'Selenium (µg)',
    'Sodium (mg)',
    'Zinc (mg)',
    'Carbs (g)',
    'Fiber (g)',
    'Starch (g)',
    'Sugars (g)',
    'Net Carbs (g)',
    'Fat (g)',
    'Cholesterol (mg)',
    'Monounsaturated (g)',
    'Polyunsaturated (g)',
    'Saturated (g)',
    'Trans-Fats (g)',
    'Omega-3 (g)',
    'Omega-6 (g)',
    'Cystine (g)',
    'Histidine (g)',
    'Isoleucine (g)',
    'Leucine (g)',
    'Lysine (g)',
    'Methionine (g)',
    'Phenylalanine (g)',
    'Protein (g)',
    'Threonine (g)',
    'Tryptophan (g)',
    'Tyrosine (g)',
    'Valine (g)',
  ];
  const lines = [['Day', 'Time', 'Group', 'Food Name', 'Amount', ...nutrients, 'Category'].join(',')];
  const groups = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'];
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(2016, 0, 1) + Math.floor(index / 8) * 86_400_000).toISOString().slice(0, 10);
    const values = nutrients.map((_, column) => (((index * 7 + column * 13) % 1000) / 10).toFixed(2));
    lines.push([day, '8:15 AM', groups[index % 4], `"Food number ${index % 3000}, raw"`, '123.00 g', ...values, 'Vegetables and Vegetable Products'].join(','));
  }
  return Buffer.from(lines.join('\r\n'));
}

const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 41000 + Math.floor(Math.random() * 2000)));
try {
  const user = await registerBenchUser(server.url);
  let started = performance.now();
  await seedHistory(server.databaseUrl, user.email);
  console.log(
    `seeded ${DAYS} days × 4 items (${(DAYS * 4).toLocaleString('en')} items) + 12 lab entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const auth = { authorization: `Bearer ${user.token}` };
  for (let round = 1; round <= 2; round += 1) {
    const baseline = rssMb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
    started = performance.now();
    const start = await fetch(`${server.url}/api/exports`, { method: 'POST', headers: auth });
    let status = (await start.json()) as { id: string; status: string; progress: number; downloadUrl: string | null };
    const seen: number[] = [];
    while (status.status === 'queued' || status.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await (await fetch(`${server.url}/api/exports/${status.id}`, { headers: auth })).json()) as typeof status;
      if (status.status === 'running') seen.push(status.progress);
    }
    const preparedMs = performance.now() - started;
    const response = await fetch(`${server.url}${status.downloadUrl}`);
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
    const ms = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `export round ${round}: ${status.status} after ${(preparedMs / 1000).toFixed(2)} s (progress seen: ${[...new Set(seen)].join(', ') || 'none'}%), ` +
        `download HTTP ${response.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB ZIP, ${(ms / 1000).toFixed(2)} s in all; ` +
        `server RSS ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB)`,
    );
  }

  const cronometer = cronometerCsv(IMPORT_ROWS);
  // The Cronometer file twice: the second import must write nothing (every entry was imported the first time).
  for (const [source, csv, label] of [
    ['loseit', loseItCsv(IMPORT_ROWS), ''],
    ['cronometer', cronometer, ''],
    ['cronometer', cronometer, ' again'],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([csv]), `${source}.csv`);
    const baseline = rssMb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
    started = performance.now();
    const preview = await fetch(`${server.url}/api/import/${source}`, { method: 'POST', headers: auth, body: form });
    const previewBody = (await preview.json()) as { id: string; foodItems: number; days: number; message?: string };
    const previewMs = performance.now() - started;
    started = performance.now();
    const confirm = await fetch(`${server.url}/api/import/${previewBody.id}/confirm`, { method: 'POST', headers: auth });
    const confirmBody = (await confirm.json()) as { written: number; alreadyImported: number };
    const confirmMs = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `import ${source}${label} ${IMPORT_ROWS.toLocaleString('en')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV): preview HTTP ${preview.status} ` +
        `${previewBody.message ?? `${previewBody.foodItems} items over ${previewBody.days} days`} in ${(previewMs / 1000).toFixed(2)} s, ` +
        `confirm HTTP ${confirm.status} wrote ${confirmBody.written} (${confirmBody.alreadyImported} already there) in ${(confirmMs / 1000).toFixed(2)} s; server RSS peak +${(peak - baseline).toFixed(0)} MB`,
    );
  }
} finally {
  await server.stop();
}
