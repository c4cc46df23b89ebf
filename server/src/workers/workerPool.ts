import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { isWorkerProgressMessage, type WorkerProgressAck } from './workerProgress.js';

/** Why a job ended without an answer from its worker. */
export type WorkerJobFailure = 'time' | 'memory' | 'cancelled' | 'busy' | 'crashed';

export class WorkerJobError extends Error {
  override readonly name = 'WorkerJobError';

  constructor(
    readonly reason: WorkerJobFailure,
    options?: { cause?: unknown },
  ) {
    super(`Worker job failed: ${reason}`, options);
  }
}

export interface WorkerPoolOptions {
  /** The worker's entry module; a `.ts` file is run through tsx (development and tests), a `.js` file as it is. */
  file: URL;
  /** Workers running at once; more jobs wait in a queue. */
  size: number;
  /** Jobs that may wait; one more is refused as `busy`. */
  maxQueued: number;
  /** Wall time of one job, from the moment a worker takes it. */
  timeoutMs: number;
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
export class WorkerPool<Input, Output, Progress = never> {
  private readonly workers = new Set<Worker>();
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
    worker.unref();
    // Job handlers report errors; this keeps an error between jobs from becoming an uncaught exception.
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      this.workers.delete(worker);
      this.idle = this.idle.filter((other) => other !== worker);
      this.drain();
    });
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

  private start(worker: Worker, job: Job): void {
    let isSettled = false;
    this.running += 1;
    const settle = (outcome: () => void, { keepWorker }: { keepWorker: boolean }) => {
      if (isSettled) return;
      isSettled = true;
      this.running -= 1;
      clearTimeout(timer);
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
    const fail = (reason: WorkerJobFailure, cause?: unknown) => settle(() => job.reject(new WorkerJobError(reason, { cause })), { keepWorker: false });
    const onMessage = (output: unknown) => {
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
    const timer = setTimeout(() => fail('time'), this.options.timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage(job.message, job.transfer);
  }
}
