import { parentPort } from 'node:worker_threads';

/** What a pool worker posts before its answer; the pool hands `progress` to the job's `onProgress`. */
export interface WorkerProgressMessage {
  workerProgress: unknown;
}

export function isWorkerProgressMessage(message: unknown): message is WorkerProgressMessage {
  return typeof message === 'object' && message !== null && 'workerProgress' in message;
}

/** Called on a pool worker thread while it works on a job. */
export function postWorkerProgress(progress: unknown): void {
  parentPort?.postMessage({ workerProgress: progress } satisfies WorkerProgressMessage);
}
