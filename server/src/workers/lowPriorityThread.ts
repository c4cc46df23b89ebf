import os from 'node:os';
import { announceWorkerThreads, currentThreadId } from './threadCpu.js';

// Imported first by worker entry modules. Linux keeps a nice value per thread: work at the lowest priority leaves
// the cores to the request thread, even while this thread loads and compiles its modules.
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {
  // not permitted on this system: run at normal priority
}

// The pool limits each job by the CPU time this thread uses (see workerPool.ts), so it needs to know which thread it is.
const tid = currentThreadId();
if (tid !== null) announceWorkerThreads([tid]);
