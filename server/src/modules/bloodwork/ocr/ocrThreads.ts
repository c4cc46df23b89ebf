import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { announceWorkerThreads } from '../../../workers/threadCpu.js';

const require = createRequire(import.meta.url);
/** tesseract.js's own recognition thread script (its package has no "exports" map, so the path is stable). */
const TESSERACT_THREAD_SCRIPT = path.join(path.dirname(require.resolve('tesseract.js/package.json')), 'src', 'worker-script', 'node', 'index.js');

/**
 * The recognition threads tesseract.js starts for a scan do most of its work, so their CPU time counts towards the scan
 * job's limit (see workers/threadCpu.ts). tesseract.js starts each thread from `workerPath`; this gives it a small
 * module that first tells the scan worker its thread id (over a channel only this scan worker listens on) and then
 * runs tesseract's own script. The scan worker passes the ids on to its pool.
 */
export class CountedOcrThreads {
  private readonly channel: BroadcastChannel;
  readonly workerPath: URL;

  constructor() {
    const name = `nutri-ocr-threads-${randomUUID()}`;
    this.channel = new BroadcastChannel(name);
    this.channel.onmessage = (event) => {
      const tid = (event as MessageEvent).data;
      if (Number.isSafeInteger(tid) && tid > 0) announceWorkerThreads([tid as number]);
    };
    const script = [
      "import fs from 'node:fs';",
      "import { createRequire } from 'node:module';",
      "import { BroadcastChannel } from 'node:worker_threads';",
      `const channel = new BroadcastChannel(${JSON.stringify(name)});`,
      "try { channel.postMessage(Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1))); } catch {}",
      'channel.close();',
      `createRequire(${JSON.stringify(TESSERACT_THREAD_SCRIPT)})(${JSON.stringify(TESSERACT_THREAD_SCRIPT)});`,
    ].join('\n');
    this.workerPath = new URL(`data:text/javascript,${encodeURIComponent(script)}`);
  }

  close(): void {
    this.channel.close();
  }
}
