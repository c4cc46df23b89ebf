// Measures what the first visit of a route downloads (JS + CSS, gzip and brotli), from the chunk
// graph in dist/.vite/manifest.json: the entry's static imports plus the route module's. Chunks a
// page loads later (dialogs, menus, charts on demand) are not counted: they are not needed to draw it.
// Run after `npm run build -w web`: node web/scripts/measureFirstLoad.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ROUTES = {
  '/landing': 'src/features/landing/LandingPage.tsx',
  '/login': 'src/features/auth/LoginPage.tsx',
  '/register': 'src/features/auth/RegisterPage.tsx',
  '/dashboard': ['src/shell/AppLayout.tsx', 'src/features/dashboard/DashboardPage.tsx'],
  '/food-log': ['src/shell/AppLayout.tsx', 'src/features/food-log/FoodLogPage.tsx'],
  '/analysis': ['src/shell/AppLayout.tsx', 'src/features/analysis/AnalysisPage.tsx'],
  '/profile': ['src/shell/AppLayout.tsx', 'src/features/profile/ProfilePage.tsx'],
};
export const BUDGET_KB = 200;
/** Issue 16: the dashboard, the first signed-in screen, within 250 kB gzip on a phone. */
const BUDGETS_KB = { '/landing': BUDGET_KB, '/login': BUDGET_KB, '/register': BUDGET_KB, '/dashboard': 250 };

function collect(key, files) {
  const entry = manifest[key];
  if (!entry) throw new Error(`No manifest entry for ${key}`);
  if (files.has(entry.file)) return;
  files.add(entry.file);
  (entry.css ?? []).forEach((file) => files.add(file));
  (entry.imports ?? []).forEach((imported) => collect(imported, files));
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const brotliKb = (file) => brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
const rawKb = (file) => readFileSync(join(dist, file)).length / 1024;

let isOverBudget = false;
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set();
  collect('index.html', files);
  [modules].flat().forEach((module) => collect(module, files));
  const assets = [...files].filter((file) => /\.(js|css)$/.test(file));
  const sum = (measure) => assets.reduce((total, file) => total + measure(file), 0);
  const gzip = sum(gzipKb);
  const budget = BUDGETS_KB[route];
  if (budget !== undefined && gzip > budget) isOverBudget = true;
  console.log(
    `${route.padEnd(12)} ${gzip.toFixed(1).padStart(6)} kB gzip, ${sum(brotliKb).toFixed(1).padStart(6)} kB brotli, ` +
      `${sum(rawKb).toFixed(0).padStart(5)} kB raw (${files.size} files)${budget === undefined ? '' : ` — budget ${budget} kB gzip`}`,
  );
}
process.exitCode = isOverBudget ? 1 : 0;
