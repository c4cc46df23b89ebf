import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, statementShape, withRequestId } from '../logger.js';
import { startTestServer, type TestServer } from '../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('error logs', () => {
  it('record the statement shape and the reason of a database error, never the values in it', async () => {
    const { logger, lines } = memoryLogger();
    const secret = 'ann.secret@example.com';
    const failed = await server.orm.em
      .execute(`insert into users (id, email, password_hash, first_name) values ('not-a-uuid', '${secret}', 'hash-9f8e7d', 'Ann')`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String(failed)).toContain(secret); // the raw error does quote the values
    withRequestId('req-test-0001', () => logger.error({ err: failed }, 'unexpected error'));
    await flush();
    const text = JSON.stringify(lines);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('hash-9f8e7d');
    const [line] = lines as { requestId: string; err: { statement: string; message: string; code?: string } }[];
    expect(line!.requestId).toBe('req-test-0001');
    expect(line!.err.statement).toBe('insert into users (id, email, password_hash, first_name) values (?, ?, ?, ?)');
    expect(line!.err.message).toBe('invalid input syntax for type uuid: ?');
  });

  it('shapes statements: string, escaped-string and number literals become ?', () => {
    expect(statementShape(`select * from foods where name = E'it\\'s' and id in ('a', 'b''c') and n > 42.5 limit 10`)).toBe(
      'select * from foods where name = ? and id in (?, ?) and n > ? limit ?',
    );
  });

  it('give every request an id, echoed as X-Request-Id (a proxy’s own id is kept)', async () => {
    const fresh = await fetch(`${server.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'proxy-1234-abcd' } });
    expect(forwarded.headers.get('x-request-id')).toBe('proxy-1234-abcd');
    for (const unusable of ['short', 'has spaces <script>', 'x'.repeat(101)]) {
      const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': unusable } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
