import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appJobs } from '../../../jobs/appJobs.js';
import { startJobQueue, type JobQueue } from '../../../jobs/jobQueue.js';
import { createLogger } from '../../../logger.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolatedDatabase.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { SEARCH_THROTTLE_CLEANUP_JOB } from '../searchThrottle.jobs.js';

// pg-boss gets a database of its own, as in production where it shares the app's PostgreSQL with nothing else.
let server: TestServer;
let database: IsolatedDatabase;
let queue: JobQueue | undefined;
beforeAll(async () => {
  database = await createIsolatedDatabase();
  server = await startTestServer({ ANONYMOUS_SEARCHES_PER_MINUTE: '3', TRUST_PROXY: 'true' }, { databaseUrl: database.url });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await server.close();
  await database.drop();
});

const sql = <T>(query: string, params: unknown[] = []) => server.orm.em.fork().execute<T[]>(query, params);
const throttledIps = async () => (await sql<{ client_ip: string }>('select client_ip from search_throttle order by client_ip')).map((row) => row.client_ip);

describe('the search throttle cleanup job', () => {
  it('is scheduled with the app jobs and deletes ended windows only, leaving live counts intact', async () => {
    await sql(
      `insert into search_throttle (client_ip, window_started_at, searches) values
         ('203.0.113.1', now() - interval '2 days', 40), ('203.0.113.2', now() - interval '61 seconds', 3),
         ('203.0.113.3', now() - interval '20 seconds', 3), ('203.0.113.4', now(), 1)`,
    );
    const jobs = appJobs({ orm: server.orm, config: server.config, logger: createLogger('silent'), payments: server.payments });
    expect(jobs.find((job) => job.name === SEARCH_THROTTLE_CLEANUP_JOB)?.everySeconds).toBeGreaterThan(0);

    // Starting the queue proposes every recurring job once, so the cleanup runs without waiting a whole period.
    queue = await startJobQueue({ databaseUrl: database.url, logger: createLogger('silent'), jobs });
    const deadline = Date.now() + 20_000;
    while ((await throttledIps()).length > 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await throttledIps()).toEqual(['203.0.113.3', '203.0.113.4']);

    // The live window still counts: 203.0.113.3 has used its 3 searches this minute.
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.3' },
      body: JSON.stringify({ query: '{ foods(query: "rice", first: 1) { totalCount } }' }),
    });
    expect(((await response.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  }, 60_000);
});
