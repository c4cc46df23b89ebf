// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built app, so the server
// sends them with Content-Encoding instead of compressing on each request. Runs after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
// Below this, headers outweigh the saving.
const MIN_BYTES = 1024;

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let brotli = 0;
let gzip = 0;
let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const content = readFileSync(path);
  // Quality 11 is slow on the multi-megabyte playground bundle, where 9 is nearly as small.
  const quality = content.length > 512 * 1024 ? 9 : 11;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
  raw += content.length;
  brotli += br.length;
  gzip += gz.length;
  count += 1;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(`precompressed ${count} files: ${kb(raw)} → ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
