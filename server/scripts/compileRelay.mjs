// `npm run relay`: relay-compiler with persisted documents. The compiler only ever adds to its local map, so the map
// is emptied first (it then holds exactly the operations in the tree) and sorted after (the same tree gives the same
// bytes, which CI's "generated files are fresh" check compares).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const mapFile = path.join(repoRoot, 'server', 'src', 'persistedDocuments.json');

writeFileSync(mapFile, '{}\n');
// --repersist: the compiler persists only operations whose text changed, and the map was just emptied.
execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'relay-compiler'), ['--repersist', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
const documents = JSON.parse(readFileSync(mapFile, 'utf8'));
const sorted = Object.fromEntries(
  Object.keys(documents)
    .sort()
    .map((id) => [id, documents[id]]),
);
writeFileSync(mapFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`persisted documents: ${Object.keys(sorted).length} → ${path.relative(repoRoot, mapFile)}`);
