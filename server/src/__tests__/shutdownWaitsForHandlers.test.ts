import pg from 'pg';
import { expect, it } from '@jest/globals';
import { uniqueEmail } from '../test/factories.js';
import { createIsolatedDatabase } from '../test/isolatedDatabase.js';
import { startTestServer } from '../test/testServer.js';

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Shutdown in main.ts runs app.stop() and then closes the database pool, as the test server's close() does.
it('lets a request whose client hung up finish its work before the database pool closes', async () => {
  // Its own database: the test locks a table for a moment.
  const database = await createIsolatedDatabase();
  const server = await startTestServer({}, { databaseUrl: database.url });
  const blocker = new pg.Client({ connectionString: database.url });
  await blocker.connect();
  try {
    const email = uniqueEmail('gone');
    const registered = await server.rest('POST', '/auth/register', { body: { email, password: 'correct horse battery', firstName: 'Gone' } });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const {
      rows: [user],
    } = await blocker.query<{ id: string }>('select id from users where email = $1', [email]);

    // The session lookup waits on the lock; the client gives up while it does.
    await blocker.query('begin');
    await blocker.query('lock table sessions in access exclusive mode');
    const client = new AbortController();
    const request = fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` }, signal: client.signal }).catch(
      (error: Error) => error.name,
    );
    const waitingOnLock = async () =>
      (await blocker.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rowCount === 1;
    await waitFor(waitingOnLock, 'the request to wait on the lock');
    client.abort();
    expect(await request).toBe('AbortError');

    let isClosed = false;
    const closing = server.close().then(() => (isClosed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isClosed).toBe(false);
    await blocker.query('commit');
    await closing;

    // The handler ran to its end: the first authenticated request of the day records the user's activity.
    const activity = await blocker.query('select day from user_activity_days where user_id = $1', [user!.id]);
    expect(activity.rowCount).toBe(1);
  } finally {
    await blocker.end();
    await database.drop();
  }
}, 60_000);
