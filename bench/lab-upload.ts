/**
 * End-to-end lab-report upload through the real REST route (`POST /api/bloodwork/upload`, multipart) of the compiled
 * server in its own process, on a fresh database: upload-to-review latency p50/p95 of a 2-page text PDF and of a
 * 2-page scan (OCR) and the time of one 10-page scan (the issue's goal: under 60 s on 2 cores), then the server's memory peak (resident set, worker threads included) while it reads a 50-page
 * text PDF, the most a report may have (read first, so the OCR threads' memory is not in its baseline). Each upload
 * creates a draft, as a user's would. Next to wall times, the server's CPU seconds per upload (all threads) say what
 * the upload costs when the machine is shared: on an idle 2-core machine OCR wall time is about half its CPU time.
 *
 * Run: npm run bench:lab-upload. BENCH_LAB_UPLOAD_RUNS sets text-PDF uploads (20), BENCH_LAB_UPLOAD_SCAN_RUNS scan
 * uploads (5). Wall times depend on what else the machine runs; the load average is printed with them.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { PDFDocument } from 'pdf-lib';
import { scannedPdf } from '../server/src/modules/bloodwork/__tests__/scanFixtures.js';
import { buildCorpus } from '../server/src/modules/bloodwork/devCorpus/buildCorpus.js';
import { ocrDevSet } from '../server/src/modules/bloodwork/devCorpus/ocrDevSet.js';
import { SCAN_CONDITIONS, scanUnderCondition } from '../server/src/modules/bloodwork/devCorpus/scanConditions.js';
import { registerBenchUser } from './benchLoad.js';
import { startBenchServer } from './benchServer.js';

const TEXT_RUNS = Number(process.env.BENCH_LAB_UPLOAD_RUNS ?? 20);
const SCAN_RUNS = Number(process.env.BENCH_LAB_UPLOAD_SCAN_RUNS ?? 5);
const OFFICE_SCAN = SCAN_CONDITIONS.find((condition) => condition.name.startsWith('office'))!;

/** CPU seconds the server process has used so far, all threads (utime + stime, in clock ticks of 1/100 s). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The first `pages` pages of the given PDFs, in turn, as one PDF. */
async function joinPdfs(sources: readonly Uint8Array[], pages: number): Promise<Uint8Array> {
  const joined = await PDFDocument.create();
  for (let index = 0; joined.getPageCount() < pages; index += 1) {
    const source = await PDFDocument.load(sources[index % sources.length]!);
    const wanted = Math.min(source.getPageCount(), pages - joined.getPageCount());
    for (const page of await joined.copyPages(
      source,
      Array.from({ length: wanted }, (_, at) => at),
    ))
      joined.addPage(page);
  }
  return joined.save();
}

// A 2-page text report (a long table continued on the next page), 2 scanned pages of real samples, 50 pages of reports.
const [continued] = await buildCorpus('dev', 1, ['continued']);
const twoPageText = await joinPdfs([continued!.pdf], 2);
const samples = await ocrDevSet([], ['in_labsmart_cbc', 'in_drlogy_lipid']);
const twoPageScan = await scannedPdf(
  await Promise.all(samples.map((sample, index) => scanUnderCondition(sample.pdf, 1, OFFICE_SCAN, index + 1))),
  OFFICE_SCAN.dpi,
);
const tenPageSources = await ocrDevSet(undefined, []);
const tenPageScan = await scannedPdf(
  await Promise.all(tenPageSources.slice(0, 10).map((document, index) => scanUnderCondition(document.pdf, 1, OFFICE_SCAN, index + 1))),
  OFFICE_SCAN.dpi,
);
const fiftyPages = await joinPdfs(
  (await buildCorpus('dev', 4, ['indian', 'european', 'previous_columns', 'risk_tier', 'extra_columns'])).map((document) => document.pdf),
  50,
);

const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 43000 + Math.floor(Math.random() * 2000)));
try {
  const user = await registerBenchUser(server.url);
  const upload = async (bytes: Uint8Array, filename: string) => {
    const form = new FormData();
    form.append('pdf', new Blob([bytes], { type: 'application/pdf' }), filename);
    const started = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    const response = await fetch(`${server.url}/api/bloodwork/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    const body = (await response.json()) as { status?: string; labValues?: unknown[]; message?: string };
    return { ms: performance.now() - started, cpu: cpuSeconds(server.pid) - cpuBefore, status: response.status, body };
  };
  const series = async (label: string, bytes: Uint8Array, runs: number) => {
    await upload(bytes, `${label}.pdf`); // warm-up: worker threads and OCR models loaded once
    const times: number[] = [];
    const cpus: number[] = [];
    let last: Awaited<ReturnType<typeof upload>> | null = null;
    for (let run = 0; run < runs; run += 1) {
      last = await upload(bytes, `${label}.pdf`);
      times.push(last.ms);
      cpus.push(last.cpu * 1000);
    }
    times.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    console.log(
      `${label} (${(bytes.length / 1024).toFixed(0)} kB, ${runs} uploads after a warm-up): p50 ${seconds(percentile(times, 50))}, ` +
        `p95 ${seconds(percentile(times, 95))} (server CPU p50 ${seconds(percentile(cpus, 50))}, p95 ${seconds(percentile(cpus, 95))}); HTTP ${last?.status} ${last?.body.status ?? last?.body.message ?? ''} with ${last?.body.labValues?.length ?? 0} values` +
        `; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  };
  const baseline = rssMb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 5);
  const fifty = await upload(fiftyPages, '50-pages.pdf');
  clearInterval(sampler);
  const highWater = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
  console.log(
    `50-page text PDF (${(fiftyPages.length / 1024).toFixed(0)} kB): HTTP ${fifty.status} ${fifty.body.status ?? fifty.body.message ?? ''} ` +
      `with ${fifty.body.labValues?.length ?? 0} values in ${seconds(fifty.ms)} (server CPU ${fifty.cpu.toFixed(2)} s); server RSS ${baseline.toFixed(0)} MB before, ` +
      `peak ${peak.toFixed(0)} MB while reading (+${(peak - baseline).toFixed(0)} MB); process high-water mark ${highWater.toFixed(0)} MB`,
  );
  await series('2-page text PDF', twoPageText, TEXT_RUNS);
  await series('2-page scan', twoPageScan, SCAN_RUNS);
  const ten = await upload(tenPageScan, '10-page-scan.pdf');
  console.log(
    `10-page scan (${(tenPageScan.length / 1024).toFixed(0)} kB, once, models warm): ${seconds(ten.ms)} (goal: under 60 s; server CPU ${ten.cpu.toFixed(1)} s); ` +
      `HTTP ${ten.status} ${ten.body.status ?? ten.body.message ?? ''} with ${ten.body.labValues?.length ?? 0} values; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await server.stop();
}
process.exit(0);
