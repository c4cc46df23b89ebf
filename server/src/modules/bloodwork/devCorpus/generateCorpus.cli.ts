import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildCorpus, type CorpusSplit } from './buildCorpus.js';

/** Writes the synthetic corpus as PDF + expected JSON pairs: `tsx generateCorpus.cli.ts <dir> [dev|heldout] [per family]`. */
async function main(): Promise<void> {
  const [directory, split = 'dev', perFamily = '8'] = process.argv.slice(2);
  if (!directory || (split !== 'dev' && split !== 'heldout') || !/^\d+$/.test(perFamily)) {
    console.error('usage: generateCorpus.cli.ts <output dir> [dev|heldout] [documents per family]');
    process.exit(2);
  }
  const target = resolve(directory);
  await mkdir(target, { recursive: true });
  for (const document of await buildCorpus(split as CorpusSplit, Number(perFamily))) {
    await writeFile(join(target, `${document.id}.pdf`), document.pdf);
    const { pages: _pages, pdf: _pdf, ...truth } = document;
    await writeFile(join(target, `${document.id}.expected.json`), `${JSON.stringify(truth, null, 1)}\n`);
  }
  console.log(`wrote ${split} corpus to ${target}`);
}

await main();
