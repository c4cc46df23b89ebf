import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { isWorkerThreadsMessage, threadCpuMs } from './threadCpu.js';
import { isWorkerProgressMessage, type WorkerProgressAck } from './workerProgress.js';

/** Why a job ended without an answer from its worker. */
export type WorkerJobFailure = 'time' | 'memory' | 'cancelled' | 'busy' | 'crashed';

/** Which limit a job that failed for `time` ran into: its CPU time, or the wall-clock backstop. */
export type WorkerTimeLimit = 'cpu' | 'wall';

export class WorkerJobError extends Error {
  override readonly name = 'WorkerJobError';
  readonly timeLimit: WorkerTimeLimit | undefined;

  constructor(
    readonly reason: WorkerJobFailure,
    options?: { cause?: unknown; timeLimit?: WorkerTimeLimit },
  ) {
    super(`Worker job failed: ${reason}${options?.timeLimit ? ` (${options.timeLimit})` : ''}`, options);
    this.timeLimit = options?.timeLimit;
  }
}

export interface WorkerPoolOptions {
  /** The worker's entry module; a `.ts` file is run through tsx (development and tests), a `.js` file as it is. */
  file: URL;
  /** Workers running at once; more jobs wait in a queue. */
  size: number;
  /** Jobs that may wait; one more is refused as `busy`. */
  maxQueued: number;
  /**
   * Wall time of one job, from the moment a worker takes it. With `cpuTimeMs` this is only the backstop for a job that
   * neither works nor ends (a worker waiting forever): make it generous, since low-priority workers on a busy machine
   * wait for the cores most of the time.
   */
  timeoutMs: number;
  /**
   * CPU time of one job: what the worker's threads (see threadCpu.ts: a worker announces its own and any it starts)
   * used since the job began, sampled every `cpuSampleMs`. A parser stuck in a hostile file is stopped after this much
   * work however busy the machine is, and a slow job on a starved machine is not stopped for waiting.
   */
  cpuTimeMs?: number;
  /** How often running jobs' CPU time is read (ms, default 250). */
  cpuSampleMs?: number;
  resourceLimits: ResourceLimits;
}

interface Job {
  message: unknown;
  transfer: ArrayBuffer[];
  signal: AbortSignal | undefined;
  onProgress: ((progress: unknown) => void | Promise<void>) | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * A `.js` worker runs as it is. A `.ts` one (under tsx or jest) is loaded through tsx's CommonJS hooks: on Node 20
 * the ESM loader hooks of `--import tsx` do not reach worker threads, while require hooks are per thread.
 */
function workerEntry(file: URL): [string | URL, { eval?: boolean }] {
  const filePath = fileURLToPath(file);
  if (path.extname(filePath) !== '.ts') return [file, {}];
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return [`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(filePath)});`, { eval: true }];
}

/**
 * Runs untrusted work (parsing uploaded files) on worker threads, so the request thread keeps answering while a hostile
 * file is parsed. A job that overruns its time, runs out of memory or whose client goes away has its worker terminated
 * (the only way to stop synchronous parsing); the pool replaces it on the next job.
 */
/** A thread whose CPU counts towards a worker's job: the CPU it had used when the job began (0 when it began later). */
interface CountedThread {
  tid: number;
  cpuAtStartMs: number;
  /** The last reading, kept once the thread has ended (a recognition thread the job started and stopped). */
  lastCpuMs: number;
}

export class WorkerPool<Input, Output, Progress = never> {
  private readonly workers = new Set<Worker>();
  /** The threads each worker announced (its own, and threads it started for the job it is working on). */
  private readonly threads = new Map<Worker, CountedThread[]>();
  private idle: Worker[] = [];
  private queue: Job[] = [];
  private isClosed = false;
  private running = 0;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Jobs being worked on right now. */
  get busyCount(): number {
    return this.running;
  }

  /**
   * Runs one job; progress the worker posts (see workerProgress.ts) goes to `onProgress` until the answer comes. A
   * worker that waits for an acknowledgement gets it once `onProgress` (which may be async) is done; if it throws, the
   * job fails with that error.
   */
  run(
    input: Input,
    { signal, transfer = [], onProgress }: { signal?: AbortSignal; transfer?: ArrayBuffer[]; onProgress?: (progress: Progress) => void | Promise<void> } = {},
  ): Promise<Output> {
    if (signal?.aborted) return Promise.reject(new WorkerJobError('cancelled'));
    if (this.isClosed || this.queue.length >= this.options.maxQueued) return Promise.reject(new WorkerJobError('busy'));
    return new Promise<Output>((resolve, reject) => {
      const job: Job = {
        message: input,
        transfer,
        signal,
        onProgress: onProgress as ((progress: unknown) => void | Promise<void>) | undefined,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      signal?.addEventListener('abort', () => this.dropQueued(job), { once: true });
      this.queue.push(job);
      this.drain();
    });
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const job of this.queue.splice(0)) job.reject(new WorkerJobError('busy'));
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private dropQueued(job: Job): void {
    const index = this.queue.indexOf(job);
    if (index < 0) return; // already running: its own abort handler stops the worker
    this.queue.splice(index, 1);
    job.reject(new WorkerJobError('cancelled'));
  }

  private spawn(): Worker {
    const [entry, { eval: isEval }] = workerEntry(this.options.file);
    const worker = new Worker(entry, { eval: isEval, resourceLimits: this.options.resourceLimits });
    // Job handlers report errors; this keeps an error between jobs from becoming an uncaught exception.
    worker.on('error', () => undefined);
    this.threads.set(worker, []);
    // Announced at start-up and whenever the worker starts threads; a new thread's CPU all counts to the current job.
    worker.on('message', (message: unknown) => {
      if (!isWorkerThreadsMessage(message)) return;
      const threads = this.threads.get(worker);
      for (const tid of message.workerThreads)
        if (threads && !threads.some((thread) => thread.tid === tid)) threads.push({ tid, cpuAtStartMs: 0, lastCpuMs: 0 });
    });
    worker.once('exit', () => {
      this.threads.delete(worker);
      this.workers.delete(worker);
      this.idle = this.idle.filter((other) => other !== worker);
      this.drain();
    });
    // After the listeners: a 'message' listener added later would hold the process open again.
    worker.unref();
    this.workers.add(worker);
    return worker;
  }

  private drain(): void {
    while (!this.isClosed && this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workers.size < this.options.size ? this.spawn() : undefined);
      if (!worker) return;
      this.start(worker, this.queue.shift()!);
    }
  }

  /** CPU time (ms) the worker's threads used since the job began; threads that ended count with their last reading. */
  private jobCpuMs(worker: Worker): number {
    let total = 0;
    for (const thread of this.threads.get(worker) ?? []) {
      thread.lastCpuMs = threadCpuMs(thread.tid) ?? thread.lastCpuMs;
      total += thread.lastCpuMs - thread.cpuAtStartMs;
    }
    return total;
  }

  /** At the start of a job: threads that ended are forgotten, the others count from what they have used so far. */
  private startCounting(worker: Worker): void {
    const threads: CountedThread[] = [];
    for (const thread of this.threads.get(worker) ?? []) {
      const cpuMs = threadCpuMs(thread.tid);
      if (cpuMs !== null) threads.push({ tid: thread.tid, cpuAtStartMs: cpuMs, lastCpuMs: cpuMs });
    }
    this.threads.set(worker, threads);
  }

  private start(worker: Worker, job: Job): void {
    let isSettled = false;
    this.running += 1;
    this.startCounting(worker);
    const settle = (outcome: () => void, { keepWorker }: { keepWorker: boolean }) => {
      if (isSettled) return;
      isSettled = true;
      this.running -= 1;
      clearTimeout(timer);
      clearInterval(cpuSampler);
      job.signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (keepWorker) {
        this.idle.push(worker);
        this.drain();
      } else {
        void worker.terminate();
      }
      outcome();
    };
    const fail = (reason: WorkerJobFailure, cause?: unknown, timeLimit?: WorkerTimeLimit) =>
      settle(() => job.reject(new WorkerJobError(reason, { cause, timeLimit })), { keepWorker: false });
    const onMessage = (output: unknown) => {
      if (isWorkerThreadsMessage(output)) return; // counted by the worker's own listener (see spawn)
      if (isWorkerProgressMessage(output)) {
        if (isSettled) return;
        if (!output.awaitsAck) return void job.onProgress?.(output.workerProgress);
        new Promise<void>((resolve) => resolve(job.onProgress?.(output.workerProgress))).then(
          () => isSettled || worker.postMessage({ workerProgressAck: true } satisfies WorkerProgressAck),
          (error: unknown) => settle(() => job.reject(error), { keepWorker: false }),
        );
        return;
      }
      settle(() => job.resolve(output), { keepWorker: true });
    };
    const onError = (error: unknown) => fail(errorCode(error) === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed', error);
    const onExit = () => fail('crashed');
    const onAbort = () => fail('cancelled');
    const timer = setTimeout(() => fail('time', undefined, 'wall'), this.options.timeoutMs);
    const { cpuTimeMs, cpuSampleMs = 250 } = this.options;
    const cpuSampler =
      cpuTimeMs === undefined
        ? undefined
        : setInterval(() => {
            if (this.jobCpuMs(worker) > cpuTimeMs) fail('time', undefined, 'cpu');
          }, cpuSampleMs);
    cpuSampler?.unref();
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage(job.message, job.transfer);
  }
}
