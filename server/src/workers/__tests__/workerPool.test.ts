import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WorkerJobError, WorkerPool } from '../workerPool.js';

type Task = 'echo' | 'spin' | 'hog';

// A worker that answers, never answers (a synchronous loop, like a parser stuck in a hostile file) or eats memory.
const WORKER = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', (task) => {
  if (task === 'spin') for (;;) {}
  if (task === 'hog') { const kept = []; for (;;) kept.push(new Array(1e5).fill({ task })); }
  parentPort.postMessage(task);
});
`;

let dir: string;
let pool: WorkerPool<Task, Task>;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-pool-'));
  fs.writeFileSync(path.join(dir, 'worker.mjs'), WORKER);
  pool = new WorkerPool<Task, Task>({
    file: pathToFileURL(path.join(dir, 'worker.mjs')),
    size: 1,
    maxQueued: 1,
    // Long enough that a memory hog on a busy machine reaches its memory limit before its time limit.
    timeoutMs: 4000,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  });
});
afterAll(async () => {
  await pool.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof WorkerJobError ? error.reason : String(error)),
  );

describe('the worker pool', () => {
  it('answers through a worker and reuses it', async () => {
    expect(await pool.run('echo')).toBe('echo');
    expect(await pool.run('echo')).toBe('echo');
  });

  it('stops a job that runs past its time limit, and the next job still runs', async () => {
    const started = performance.now();
    expect(await failure(pool.run('spin'))).toBe('time');
    expect(performance.now() - started).toBeLessThan(6000);
    expect(await pool.run('echo')).toBe('echo');
  });

  it('stops a job that runs out of memory', async () => {
    expect(await failure(pool.run('hog'))).toBe('memory');
    expect(await pool.run('echo')).toBe('echo');
  });

  it('stops a running job when its client goes away, and drops a queued one', async () => {
    const running = new AbortController();
    const queued = new AbortController();
    const first = failure(pool.run('spin', { signal: running.signal }));
    const second = failure(pool.run('echo', { signal: queued.signal }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pool.busyCount).toBe(1);
    queued.abort();
    running.abort();
    expect(await Promise.all([first, second])).toEqual(['cancelled', 'cancelled']);
    expect(pool.busyCount).toBe(0);
    expect(await pool.run('echo')).toBe('echo');
  });

  it('refuses work beyond its queue as busy', async () => {
    const spinning = failure(pool.run('spin'));
    const waiting = failure(pool.run('echo'));
    expect(await failure(pool.run('echo'))).toBe('busy');
    expect(await spinning).toBe('time');
    expect(await waiting).toBe('answered');
  });
});

// A worker that streams three pages, each waiting for the pool's acknowledgement, as the import worker does.
const PAGING_WORKER = `
import { parentPort } from 'node:worker_threads';
const acknowledged = () => new Promise((resolve) => {
  const onAck = (message) => { if (message && message.workerProgressAck) { parentPort.off('message', onAck); resolve(); } };
  parentPort.on('message', onAck);
});
parentPort.on('message', async (task) => {
  if (typeof task !== 'string') return;
  for (let page = 1; page <= 3; page += 1) {
    const ack = acknowledged();
    parentPort.postMessage({ workerProgress: page, awaitsAck: true });
    await ack;
  }
  parentPort.postMessage('done');
});
`;

describe('a worker streaming pages', () => {
  let paging: WorkerPool<string, string, number>;
  beforeAll(() => {
    fs.writeFileSync(path.join(dir, 'paging.mjs'), PAGING_WORKER);
    paging = new WorkerPool<string, string, number>({
      file: pathToFileURL(path.join(dir, 'paging.mjs')),
      size: 1,
      maxQueued: 1,
      timeoutMs: 10_000,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
  });
  afterAll(() => paging.close());

  it('sends the next page only once the previous one is handled (backpressure)', async () => {
    const events: string[] = [];
    const answer = await paging.run('pages', {
      onProgress: async (page) => {
        events.push(`start ${page}`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        events.push(`end ${page}`);
      },
    });
    expect(answer).toBe('done');
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('fails the job with the error of a page that could not be handled, and stops the worker', async () => {
    const problem = new Error('the database is gone');
    const pages: number[] = [];
    const outcome = paging.run('pages', {
      onProgress: async (page) => {
        pages.push(page);
        if (page === 2) throw problem;
      },
    });
    await expect(outcome).rejects.toBe(problem);
    expect(pages).toEqual([1, 2]);
    expect(await paging.run('pages', { onProgress: async () => undefined })).toBe('done');
  });
});

// Workers that announce their thread (as lowPriorityThread.ts does) so the pool can limit their CPU time: one that
// spins, one that mostly waits (like a low-priority worker starved of cores: long wall time, little CPU), one that
// starts a spinning helper thread (like OCR recognition threads) and one that never answers and never works.
const CPU_WORKER = `
import fs from 'node:fs';
import { parentPort, Worker } from 'node:worker_threads';
const tid = () => Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
parentPort.postMessage({ workerThreads: [tid()] });
const work = (ms) => { const until = performance.now() + ms; while (performance.now() < until); };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
parentPort.on('message', async (task) => {
  if (task === 'spin') for (;;) {}
  if (task === 'starved') for (let step = 0; step < 10; step += 1) { work(30); await sleep(300); }
  if (task === 'helper') {
    const helper = new Worker("const fs = require('fs'); const { parentPort } = require('worker_threads'); parentPort.postMessage(Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1))); for (;;) {}", { eval: true });
    helper.once('message', (helperTid) => parentPort.postMessage({ workerThreads: [helperTid] }));
    return;
  }
  if (task === 'stuck') return;
  parentPort.postMessage(task);
});
`;

const hasProc = fs.existsSync('/proc/thread-self');

(hasProc ? describe : describe.skip)('a pool limited by CPU time', () => {
  const limitedPool = (timeoutMs: number) =>
    new WorkerPool<string, string>({
      file: pathToFileURL(path.join(dir, 'cpu.mjs')),
      size: 1,
      maxQueued: 1,
      cpuTimeMs: 1000,
      cpuSampleMs: 50,
      timeoutMs,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
  let limited: WorkerPool<string, string>;
  let backstopped: WorkerPool<string, string>;
  beforeAll(() => {
    fs.writeFileSync(path.join(dir, 'cpu.mjs'), CPU_WORKER);
    // A backstop far beyond the CPU limit, even on a loaded machine where a second of CPU takes several of wall time.
    limited = limitedPool(30_000);
    backstopped = limitedPool(3000);
  });
  afterAll(() => Promise.all([limited.close(), backstopped.close()]));

  const timeLimit = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: unknown) => (error instanceof WorkerJobError ? `${error.reason} ${error.timeLimit}` : String(error)),
    );

  it('stops a runaway job once it has used its CPU time, before the wall-clock backstop', async () => {
    expect(await timeLimit(limited.run('spin'))).toBe('time cpu');
    expect(await limited.run('echo')).toBe('echo');
  });

  it('lets a job that waits far longer than its CPU time finish (a starved worker is not stopped)', async () => {
    const started = performance.now();
    expect(await limited.run('starved')).toBe('starved');
    // Over three seconds of wall time against a one-second CPU limit; a wall-clock limit of 1 s would have stopped it.
    expect(performance.now() - started).toBeGreaterThan(2900);
  });

  it('counts the CPU of threads the worker starts for the job (OCR recognition threads)', async () => {
    expect(await timeLimit(limited.run('helper'))).toBe('time cpu');
    expect(await limited.run('echo')).toBe('echo');
  });

  it('stops a job that neither works nor answers at the wall-clock backstop', async () => {
    const started = performance.now();
    expect(await timeLimit(backstopped.run('stuck'))).toBe('time wall');
    expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
    expect(await backstopped.run('echo')).toBe('echo');
  });
});
