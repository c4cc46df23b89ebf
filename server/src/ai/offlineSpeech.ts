import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Longest text the offline synthesizer reads: about 40 s of speech, a WAV of about 2 MB. */
export const MAX_OFFLINE_SPOKEN_CHARACTERS = 600;
/** Replies waiting for the synthesizer beyond this many get no audio rather than a long wait. */
const MAX_WAITING = 2;

// eSpeak NG compiled to WebAssembly runs as a command line inside its own module: each reply gets a fresh worker,
// which is ended as soon as it answers (or runs out of time), so its memory never builds up in the server.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.moduleUrl)
  .then(async ({ default: ESpeakNg }) => {
    const espeak = await ESpeakNg({
      arguments: ['-w', '/tmp/reply.wav', '-v', 'en-us', '-s', '165', workerData.text],
      print() {},
      printErr() {},
    });
    const wav = espeak.FS.readFile('/tmp/reply.wav');
    parentPort.postMessage(wav, [wav.buffer]);
  })
  .catch((error) => parentPort.postMessage({ error: String(error && error.message ? error.message : error) }));
`;

let moduleUrl: string | null | undefined;

function espeakModuleUrl(): string | null {
  if (moduleUrl === undefined) {
    try {
      moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('espeak-ng')).href;
    } catch {
      moduleUrl = null;
    }
  }
  return moduleUrl;
}

let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Text eSpeak reads as words, never as options: no leading dashes, no control characters, bounded length. */
export function offlineSpeechText(text: string): string {
  return [...text]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s-]+/, '')
    .slice(0, MAX_OFFLINE_SPOKEN_CHARACTERS)
    .trim();
}

function synthesize(text: string, timeoutMs: number, url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { text, moduleUrl: url },
      resourceLimits: { maxOldGenerationSizeMb: 96 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`offline speech took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (message: Uint8Array | { error: string }) => {
      finish();
      if (message instanceof Uint8Array) resolve(Buffer.from(message.buffer, message.byteOffset, message.byteLength));
      else reject(new Error(`offline speech failed: ${message.error}`));
    });
    worker.once('error', (error) => {
      finish();
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`offline speech worker exited with ${code}`));
    });
  });
}

/**
 * Speaks a reply with eSpeak NG (WebAssembly, no network) in a worker thread, one reply at a time, as a WAV data URL.
 * Null when switched off (timeout 0), when the text is empty, or when too many replies are already waiting.
 */
export async function speakOffline(text: string, timeoutMs: number): Promise<string | null> {
  const spoken = offlineSpeechText(text);
  const url = espeakModuleUrl();
  if (!spoken || timeoutMs <= 0 || !url) return null;
  if (waiting >= MAX_WAITING) return null;
  waiting += 1;
  const turn = running.then(() => synthesize(spoken, timeoutMs, url));
  running = turn.catch(() => undefined);
  try {
    return `data:audio/wav;base64,${(await turn).toString('base64')}`;
  } finally {
    waiting -= 1;
  }
}
