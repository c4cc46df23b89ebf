import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';

/**
 * CPU time of single threads of this process, read from Linux's /proc (Node 20 has no process.threadCpuUsage, and
 * process.cpuUsage counts every thread of the process). A worker pool limits a job by the CPU its threads used, not by
 * wall-clock time: a worker at low priority on a loaded machine may wait most of the time without doing anything wrong.
 * Elsewhere (no /proc) nothing can be measured and only a pool's wall-clock limit applies.
 */

/** /proc reports times in USER_HZ clock ticks, 100 per second on every Linux ABI Node runs on. */
const MS_PER_TICK = 10;

/** The kernel's id of the calling thread, or null where /proc is not available. */
export function currentThreadId(): number | null {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>" of whichever thread reads it (readlinkSync runs on this thread).
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isSafeInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** User plus system CPU time, in ms, of thread `tid` of this process; null once the thread has ended (or no /proc). */
export function threadCpuMs(tid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
  } catch {
    return null;
  }
  // "tid (name) state ppid …": the name may hold spaces and parentheses, so fields are counted after the last ')'.
  // utime and stime are fields 14 and 15 of the line, the 12th and 13th after the name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) * MS_PER_TICK : null;
}

/** What a pool worker posts to have threads counted towards its jobs' CPU time (its own, and any it starts). */
export interface WorkerThreadsMessage {
  workerThreads: number[];
}

export function isWorkerThreadsMessage(message: unknown): message is WorkerThreadsMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    'workerThreads' in message &&
    Array.isArray(message.workerThreads) &&
    message.workerThreads.every((tid) => Number.isSafeInteger(tid) && tid > 0)
  );
}

/** Called on a pool worker thread: the CPU time of these threads counts towards the job it is working on. */
export function announceWorkerThreads(tids: readonly number[]): void {
  if (tids.length > 0) parentPort?.postMessage({ workerThreads: [...tids] } satisfies WorkerThreadsMessage);
}
