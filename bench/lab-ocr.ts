/**
 * OCR latency of lab-report scans, through the same reader uploads use (worker pool, limits, OCR threads):
 * p50/p95 of a 2-page scanned PDF and the time of one 10-page scan, with the peak resident memory of the process.
 * Wall time depends on what else the machine runs, so each figure also gives the CPU seconds it used (all threads):
 * on an otherwise idle 2-core machine the wall time is about half of that (two OCR threads).
 * Scans are generated from the sample reports (rendered, turned, specked, saved as JPEG). Run: npm run bench:lab-ocr
 * (BENCH_LAB_OCR_RUNS sets the 2-page runs, 5 by default; 0 skips them).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIXTURES } from '../server/src/modules/bloodwork/__tests__/bloodworkTestFiles.js';
import { scanPdfPage, scannedPdf, scoreValues, type ExpectedValue } from '../server/src/modules/bloodwork/__tests__/scanFixtures.js';
import { readLabReport } from '../server/src/modules/bloodwork/labReportReader.js';

const SAMPLES = ['synthetic_fpdf_sample', 'in_drlogy_lipid', 'in_mylab_lft', 'in_labsmart_cbc', 'in_drlogy_cbc_esr'];
const runs = Number(process.env.BENCH_LAB_OCR_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 0)
  throw new Error(`BENCH_LAB_OCR_RUNS must be a whole number of runs, 0 or more (got ${process.env.BENCH_LAB_OCR_RUNS})`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const scans = await Promise.all(
  SAMPLES.map(async (name) => {
    const pdf = new Uint8Array(await readFile(path.join(FIXTURES, `${name}.pdf`)));
    const expected = JSON.parse(await readFile(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as ExpectedValue[];
    return { name, image: await scanPdfPage(pdf, 1), expected };
  }),
);

async function read(pdf: Uint8Array) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const extraction = await readLabReport({ filename: 'scan.pdf', kind: 'pdf', bytes: pdf }, {});
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, extraction };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const twoPage: { ms: number; cpuMs: number }[] = [];
for (let run = 0; run < runs; run += 1) {
  const first = scans[run % scans.length]!;
  const second = scans[(run + 1) % scans.length]!;
  twoPage.push(await read(await scannedPdf([first.image, second.image])));
}
if (runs > 0) {
  const walls = twoPage.map((run) => run.ms).sort((a, b) => a - b);
  const cpus = twoPage.map((run) => run.cpuMs).sort((a, b) => a - b);
  console.log(
    `2-page scan (${runs} runs): wall p50 ${seconds(percentile(walls, 50))}, p95 ${seconds(percentile(walls, 95))}; CPU p50 ${seconds(percentile(cpus, 50))}, p95 ${seconds(percentile(cpus, 95))}`,
  );
} else {
  console.log('2-page scan: skipped (BENCH_LAB_OCR_RUNS=0)');
}

const tenPages = Array.from({ length: 10 }, (_, index) => scans[index % scans.length]!);
try {
  const ten = await read(await scannedPdf(tenPages.map((scan) => scan.image)));
  console.log(`10-page scan: wall ${seconds(ten.ms)}, CPU ${seconds(ten.cpuMs)}`);
} catch (error) {
  console.log(`10-page scan: failed (${error instanceof Error ? error.message : String(error)})`);
}

for (const scan of scans) {
  const { extraction } = await read(await scannedPdf([scan.image]));
  const score = scoreValues(scan.expected, extraction.values);
  const low = extraction.values.filter((value) => value.needsReview).length;
  console.log(
    `${scan.name}: recall ${(score.recall * 100).toFixed(0)} %, precision ${(score.precision * 100).toFixed(0)} % (${score.correct}/${score.expected}; ${low} of ${score.found} marked low-confidence)`,
  );
}
clearInterval(sampler);
console.log(`peak RSS of this process: ${Math.round(peakRss / 1024 / 1024)} MB (the OCR threads run inside it)`);
process.exit(0);
