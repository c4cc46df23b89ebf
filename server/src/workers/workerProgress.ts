import { parentPort } from 'node:worker_threads';

/** What a pool worker posts before its answer; the pool hands `progress` to the job's `onProgress`. */
export interface WorkerProgressMessage {
  workerProgress: unknown;
  /** The worker waits for a `WorkerProgressAck` before it goes on (see postWorkerProgressAndWait). */
  awaitsAck?: boolean;
}

export function isWorkerProgressMessage(message: unknown): message is WorkerProgressMessage {
  return typeof message === 'object' && message !== null && 'workerProgress' in message;
}

/** Called on a pool worker thread while it works on a job. */
export function postWorkerProgress(progress: unknown): void {
  parentPort?.postMessage({ workerProgress: progress } satisfies WorkerProgressMessage);
}

/** What the pool posts back once the job's `onProgress` has finished with a progress message the worker waits on. */
export interface WorkerProgressAck {
  workerProgressAck: true;
}

export function isWorkerProgressAck(message: unknown): message is WorkerProgressAck {
  return typeof message === 'object' && message !== null && 'workerProgressAck' in message;
}

/**
 * Posts progress and waits until the pool's `onProgress` has dealt with it (backpressure: a worker streaming pages of a
 * large file never runs ahead of the thread writing them, so neither side holds the whole file).
 */
export function postWorkerProgressAndWait(progress: unknown): Promise<void> {
  return new Promise((resolve) => {
    const onAck = (message: unknown) => {
      if (!isWorkerProgressAck(message)) return;
      parentPort?.off('message', onAck);
      resolve();
    };
    parentPort?.on('message', onAck);
    parentPort?.postMessage({ workerProgress: progress, awaitsAck: true });
  });
}
