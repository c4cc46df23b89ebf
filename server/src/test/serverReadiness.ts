import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

// Shared by the server tests, the benches and the web app's end-to-end journeys, which all start real server processes.

/** A port nothing listens on right now, for a server process a test or bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether `${url}/healthz` answers 200, asked on a new connection: a kept-alive one may belong to a process that is gone. */
export function isHealthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(`${url}/healthz`, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/** Resolves once the server `child` started answers /healthz; rejects when it exits first or `timeoutMs` passes. */
export async function waitUntilHealthy(url: string, child: ChildProcess, { timeoutMs, pollMs = 200 }: { timeoutMs: number; pollMs?: number }): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ; await delay(pollMs)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server process exited (${child.exitCode ?? child.signalCode}) before it answered ${url}/healthz`);
    }
    if (Date.now() > deadline) throw new Error(`the server process did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
    if (await isHealthy(url)) return;
  }
}
