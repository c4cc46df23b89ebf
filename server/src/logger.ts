import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` attached to every log line written while it (and whatever it awaits) runs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** SQL with every literal (strings, E'' strings, numbers) replaced by `?`: what ran, without whose data. */
export function statementShape(sql: string): string {
  return sql
    .replace(/E'(?:[^'\\]|\\.|'')*'/g, '?')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

/** Fields of database errors that can carry the values of a row ('Key (email)=(ann@example.com) already exists'). */
const ROW_DATA_FIELDS = ['detail', 'where', 'internalQuery', 'query', 'parameters', 'params', 'hint'];

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/**
 * Database errors (MikroORM's DriverException) carry the full statement with its values in their message and stack;
 * the log keeps the statement's shape, the SQLSTATE and PostgreSQL's reason, and drops fields that quote row data.
 */
function logSafeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as SerializedError;
  const isDatabaseError = typeof serialized.sqlState === 'string' || (typeof serialized.severity === 'string' && /^[0-9A-Z]{5}$/.test(String(serialized.code)));
  if (!isDatabaseError) return serialized;
  const separator = error.message.lastIndexOf(' - ');
  const printedReason = typeof serialized.sqlMessage === 'string' ? serialized.sqlMessage : error.message.slice(separator + 3);
  // PostgreSQL quotes the offending value last: 'invalid input syntax for type uuid: "<value>"'.
  const reason = printedReason.replace(/: "(?:[^"]|"")*"$/, ': ?');
  const statement = separator > 0 ? statementShape(error.message.slice(0, separator)) : undefined;
  for (const field of ROW_DATA_FIELDS) delete serialized[field];
  const stackFrames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return { ...serialized, message: reason, ...(statement ? { statement } : {}), stack: [`${error.name}: ${reason}`, ...stackFrames].join('\n') };
}

/**
 * Standard output, written in batches of up to 4 KB or every 250 ms rather than one write per line: the access log's
 * line per request was one system call per request (4 % of a diary read's CPU). What is still buffered when the
 * process exits, a crash included, is written on exit.
 */
const stdoutInBatches = () => pino.destination({ dest: 1, minLength: 4096, periodicFlush: 250 });

export function createLogger(level: string, destination: DestinationStream = stdoutInBatches()): Logger {
  return pino(
    {
      level,
      base: { service: 'nutri' },
      redact: ['req.headers.authorization', '*.password', '*.token'],
      serializers: { err: logSafeError },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}
