// Compiles the server (and the migrations it imports) to JavaScript under server/dist/, keeping the repository's
// folder layout so relative imports between server/src and migrations/ still resolve. Same swc settings as the
// tests, so what runs in production is what the tests ran.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.dirname(serverDir);
const outDir = path.join(serverDir, 'dist');
const sources = [path.join(serverDir, 'src'), path.join(repoRoot, 'migrations')];
const isTestOnly = (file) => file.split(path.sep).some((part) => part === '__tests__' || part === 'test') || file.endsWith('.test.ts');

const options = {
  sourceMaps: true,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
};

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
let count = 0;
for (const root of sources) {
  for (const relative of await readdir(root, { recursive: true })) {
    const file = path.join(root, relative);
    if (!file.endsWith('.ts') || file.endsWith('.d.ts') || isTestOnly(path.relative(root, file))) continue;
    const target = path.join(outDir, path.relative(repoRoot, file)).replace(/\.ts$/, '.js');
    const { code, map } = await transformFile(file, { ...options, sourceFileName: path.relative(path.dirname(target), file) });
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
    if (map) await writeFile(`${target}.map`, map);
    count++;
  }
}
console.log(`server compiled: ${count} files in ${Math.round(performance.now() - started)} ms → ${path.relative(repoRoot, outDir)}`);
