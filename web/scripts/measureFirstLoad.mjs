// Measures what the first visit of a route downloads (JS + CSS, gzip), from the chunk
// graph in dist/.vite/manifest.json: the entry's static imports plus the route module's.
// Run after `vite build`: node web/scripts/measureFirstLoad.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ROUTES = {
  '/landing': 'src/features/landing/LandingPage.tsx',
  '/login': 'src/features/auth/LoginPage.tsx',
  '/register': 'src/features/auth/RegisterPage.tsx',
  '/dashboard': ['src/shell/AppLayout.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};
export const BUDGET_KB = 200;

function collect(key, files) {
  const entry = manifest[key];
  if (!entry) throw new Error(`No manifest entry for ${key}`);
  if (files.has(entry.file)) return;
  files.add(entry.file);
  (entry.css ?? []).forEach((file) => files.add(file));
  (entry.imports ?? []).forEach((imported) => collect(imported, files));
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

let isOverBudget = false;
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set();
  collect('index.html', files);
  [modules].flat().forEach((module) => collect(module, files));
  const total = [...files].filter((file) => /\.(js|css)$/.test(file)).reduce((sum, file) => sum + gzipKb(file), 0);
  const isPublic = route !== '/dashboard';
  if (isPublic && total > BUDGET_KB) isOverBudget = true;
  console.log(`${route.padEnd(12)} ${total.toFixed(1).padStart(6)} kB gzip (${files.size} files)${isPublic ? ` — budget ${BUDGET_KB} kB` : ''}`);
}
process.exitCode = isOverBudget ? 1 : 0;
