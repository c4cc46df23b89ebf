import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { startJobQueue, type JobQueue } from '../../../jobs/jobQueue.js';
import { createLogger } from '../../../logger.js';
import { idOf } from '../../../graphql/globalId.js';
import { dataExportJobs } from '../dataExport.jobs.js';
import { countExportRecords, writeExportArchive } from '../exportArchive.js';
import { INLINE_EXPORT_MAX_RECORDS } from '../preparedExport.service.js';
import { zipEntries } from './zipEntries.js';

const FIELDS = 'id status progress byteSize expiresAt downloadUrl linkExpiresAt';
const START = `mutation { startDataExport { dataExport { ${FIELDS} } } }`;
const BY_ID = `query ($id: ID!) { viewer { dataExport(id: $id) { ${FIELDS} } } }`;
const LATEST = `query { viewer { latestDataExport { ${FIELDS} } } }`;

interface DataExport {
  id: string;
  status: string;
  progress: number;
  byteSize: number | null;
  downloadUrl: string | null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function download(path: string, token?: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function start(token: string): Promise<DataExport> {
  const result = await server.graphql<{ startDataExport: { dataExport: DataExport } }>(START, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data!.startDataExport.dataExport;
}

const exportedEmail = async (bytes: Buffer) =>
  (JSON.parse((await zipEntries(bytes)).get('nutri-export.json')!.toString('utf8')) as { profile: { email: string } }).profile.email;

/** A long history written straight to the database: `days` days of three items each. */
async function seedDays(user: TestUser, days: number): Promise<void> {
  await server.orm.em.execute(
    `with logs as (
       insert into food_logs (id, user_id, date, created_at, updated_at)
       select gen_random_uuid(), ?, date '2022-01-01' + d, now(), now() from generate_series(0, ? - 1) d returning id)
     insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, brand, quantity, unit, grams, nutrients, created_at)
     select gen_random_uuid(), logs.id, m::meal_type, 1, 'sr:09040', 'Banana', null, 1, 'medium', 118,
            '{"energy_kcal": 105, "protein_g": 1.3, "carbs_g": 27}'::jsonb, now()
     from logs, unnest(array['breakfast', 'lunch', 'snack']) m`,
    [idOf('User', user.id), days],
  );
}

describe('prepared exports (startDataExport, GET /api/exports/{id})', () => {
  it('a small account is ready at once, with a signed download of its own data', async () => {
    const user = await createUser(server);
    const started = await start(user.token);
    expect(started).toMatchObject({
      status: 'ready',
      progress: 100,
      downloadUrl: expect.stringMatching(/^\/api\/exports\/.+\/download\?expires=\d+&signature=/),
    });
    const viaLink = await download(started.downloadUrl!);
    expect(viaLink.status).toBe(200);
    expect(viaLink.bytes.length).toBe(started.byteSize);
    expect(await exportedEmail(viaLink.bytes)).toBe(user.email);
    const latest = await server.graphql<{ viewer: { latestDataExport: DataExport } }>(LATEST, {}, user.token);
    expect(latest.data!.viewer.latestDataExport.id).toBe(started.id);
  });

  it("one user can never see or download another user's export (GraphQL and REST)", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const ownersExport = await start(owner.token);
    const othersExport = await start(other.token);

    const seen = await server.graphql(BY_ID, { id: ownersExport.id }, other.token);
    expect(seen.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await server.rest('GET', `/exports/${ownersExport.id}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('GET', `/exports/${ownersExport.id}`)).status).toBe(401);
    expect((await server.rest('GET', `/exports/${ownersExport.id}`, { token: owner.token })).body).toMatchObject({ id: ownersExport.id, status: 'ready' });

    // Their own session opens their own file only.
    expect((await download(`/api/exports/${ownersExport.id}/download`, other.token)).status).toBe(404);
    expect((await download(`/api/exports/${ownersExport.id}/download`)).status).toBe(404);
    expect(await exportedEmail((await download(`/api/exports/${ownersExport.id}/download`, owner.token)).bytes)).toBe(owner.email);
    // A signature made for one export does not open another; a tampered or expired one opens nothing.
    const query = new URL(othersExport.downloadUrl!, server.url).search;
    expect((await download(`/api/exports/${ownersExport.id}/download${query}`, other.token)).status).toBe(404);
    expect((await download(`${ownersExport.downloadUrl!}x`)).status).toBe(404);
    const signature = new URL(ownersExport.downloadUrl!, server.url).searchParams.get('signature');
    expect((await download(`/api/exports/${ownersExport.id}/download?expires=${Math.floor(Date.now() / 1000) - 1}&signature=${signature}`)).status).toBe(404);
    expect((await download(`/api/exports/not-an-id/download`, owner.token)).status).toBe(404);
  });

  it('progress counts every record the archive writes, so it reaches 100% exactly at the end', async () => {
    const user = await createUser(server);
    await seedDays(user, 40);
    const em = server.orm.em.fork();
    let reported = 0;
    await writeExportArchive(em, idOf('User', user.id), new PassThrough().resume(), new Date(), (records) => (reported += records));
    expect(reported).toBe((await countExportRecords(em, idOf('User', user.id))).records);
  });

  it('a large account is prepared by the background job with progress, then downloads; GET /api/export answers 202 meanwhile', async () => {
    const user = await createUser(server);
    const days = Math.ceil(INLINE_EXPORT_MAX_RECORDS / 3) + 50;
    await seedDays(user, days);

    // Two clicks at once start one export.
    const [first, second] = await Promise.all([start(user.token), start(user.token)]);
    expect(second.id).toBe(first.id);
    const viaRest = await server.rest('GET', '/export', { token: user.token });
    expect(viaRest.status).toBe(202);
    expect(viaRest.body).toMatchObject({ id: first.id, status: 'queued', progress: 0, downloadUrl: null, statusUrl: `/api/exports/${first.id}` });
    // Starting again while it is prepared returns the same export, not a second job.
    const started = await start(user.token);
    expect(started).toMatchObject({ id: viaRest.body.id, status: 'queued', downloadUrl: null });
    expect((await download(`/api/exports/${started.id}/download`, user.token)).status).toBe(404);

    const queue: JobQueue = await startJobQueue({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      logger: createLogger('silent'),
      jobs: dataExportJobs({ orm: server.orm, logger: createLogger('silent'), clock: server.payments.clock, sweepSeconds: 1 }),
    });
    try {
      const statuses = new Set<string>();
      let current = started;
      for (let attempt = 0; attempt < 150 && current.status !== 'ready'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        current = (await server.graphql<{ viewer: { dataExport: DataExport } }>(BY_ID, { id: started.id }, user.token)).data!.viewer.dataExport;
        statuses.add(current.status);
        if (current.status !== 'ready') expect(current.progress).toBeLessThan(100);
      }
      expect(current).toMatchObject({ status: 'ready', progress: 100, downloadUrl: expect.any(String) });
      const zip = await download(current.downloadUrl!);
      expect(zip.status).toBe(200);
      const json = JSON.parse((await zipEntries(zip.bytes)).get('nutri-export.json')!.toString('utf8')) as { foodLogs: { items: unknown[] }[] };
      expect(json.foodLogs).toHaveLength(days);
      expect(json.foodLogs.every((log) => log.items.length === 3)).toBe(true);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
