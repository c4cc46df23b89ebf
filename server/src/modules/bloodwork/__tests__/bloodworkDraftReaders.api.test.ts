import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolatedDatabase.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { addBloodwork, daysAgo, logWeek } from '../../analysis/__tests__/analysisTestData.js';
import { buildPdf, TWO_RESULTS, uploadPdf } from './bloodworkTestFiles.js';

// Admin figures count every user: a database of its own keeps other test files' rows out of the deltas.
let database: IsolatedDatabase;
let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  database = await createIsolatedDatabase();
  ({ server, admin } = await startTestServerWithAdmin({}, { databaseUrl: database.url }));
}, 60_000);
afterAll(async () => {
  await server.close();
  await database.drop();
});

const HIGH_GLUCOSE = buildPdf(TWO_RESULTS.replace('Glucose   92', 'Glucose   150'));

async function uploadDraft(user: TestUser, date?: string): Promise<{ id: string; labValues: Array<Record<string, unknown>> }> {
  const uploaded = await uploadPdf(server, user.token, HIGH_GLUCOSE, { fields: date ? { date } : {} });
  expect([uploaded.status, uploaded.body.status, uploaded.body.message]).toEqual([201, 'draft', undefined]);
  return uploaded.body as never;
}

async function confirm(user: TestUser, draft: { id: string }) {
  const saved = await server.rest('PUT', `/bloodwork/${draft.id}`, {
    token: user.token,
    body: { date: daysAgo(0), labValues: [{ name: 'glucose', value: 150 }] },
  });
  expect(saved.body.status).toBe('confirmed');
}

const asAdmin = async (path: string) => {
  const response = await server.rest('GET', path, { token: admin.token });
  expect([path, response.status]).toEqual([path, 200]);
  return response.body as Record<string, unknown> & {
    metrics: { key: string; value: number | null }[];
    tables: { key: string; rows: string[][] }[];
    series: { key: string; points: { x: string; y: number }[] }[];
  };
};
const metric = (body: Awaited<ReturnType<typeof asAdmin>>, key: string) => body.metrics.find((candidate) => candidate.key === key)!.value;

describe('analyses read confirmed bloodwork only', () => {
  let user: TestUser;
  let confirmedId: string;
  let draft: { id: string };
  beforeAll(async () => {
    user = await createUser(server, { gender: 'male' });
    expect((await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body: {} })).status).toBe(200);
    await addBloodwork(server, user, daysAgo(200), [{ name: 'glucose', value: 80 }]);
    confirmedId = await addBloodwork(server, user, daysAgo(10), [{ name: 'glucose', value: 95 }]);
    // Newer than every confirmed entry, and between them: either way it would change the analysis if it counted.
    draft = await uploadDraft(user, daysAgo(1));
    await uploadDraft(user, daysAgo(100));
  });

  it('bloodwork analysis compares with confirmed entries only', async () => {
    const analysis = await server.rest('POST', '/analysis/bloodwork', { token: user.token, body: { bloodworkId: confirmedId } });
    expect(analysis.status).toBe(201);
    const glucose = (analysis.body.markers as Array<Record<string, unknown>>).find((marker) => marker.key === 'glucose');
    expect(glucose).toMatchObject({ value: 95, previousValue: 80, previousDate: daysAgo(200) });
  });

  it('correlation analysis takes the latest confirmed entry, not a newer draft', async () => {
    await logWeek(server, user, 7, 11);
    const analysis = await server.rest('POST', '/analysis/correlation', { token: user.token, body: { nutritionDays: 30 } });
    expect([analysis.status, analysis.body.bloodworkId]).toEqual([201, confirmedId]);
  });

  it('bloodwork and correlation analyses of a draft ask for the review first', async () => {
    for (const path of ['/analysis/bloodwork', '/analysis/correlation']) {
      const response = await server.rest('POST', path, { token: user.token, body: { bloodworkId: draft.id } });
      expect([path, response.status, response.body.message]).toEqual([
        path,
        400,
        'This report has not been reviewed yet. Check and save its values on the Bloodwork page, then run the analysis.',
      ]);
    }
  });

  it('a user with only a draft has no bloodwork to analyse', async () => {
    const newcomer = await createUser(server);
    expect((await server.rest('PATCH', `/admin/users/${newcomer.id}/upgrade`, { token: admin.token, body: {} })).status).toBe(200);
    await uploadDraft(newcomer);
    const response = await server.rest('POST', '/analysis/correlation', { token: newcomer.token, body: {} });
    expect([response.status, response.body.message]).toEqual([400, 'Add a bloodwork entry first.']);
  });
});

describe('admin figures count confirmed bloodwork only', () => {
  // Five users, the smallest group whose health figures an admin may see.
  const users: TestUser[] = [];
  const drafts: { id: string }[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 5; index += 1) {
      const user = await createUser(server);
      await logWeek(server, user, 1);
      users.push(user);
    }
  }, 60_000);

  it('uploads, results, out-of-range markers, health score, feature use, dashboard and user counts ignore drafts', async () => {
    const figures = async () => {
      const bloodwork = await asAdmin('/admin/analytics/bloodwork?days=1');
      const health = await asAdmin('/admin/analytics/health-score?days=1');
      const engagement = await asAdmin('/admin/analytics/engagement?days=1');
      const dashboard = (await asAdmin('/admin/dashboard-stats')).bloodwork as Record<string, number>;
      const detail = (await asAdmin(`/admin/users/${users[0]!.id}`)).counts as Record<string, number>;
      return {
        entries: metric(bloodwork, 'entries'),
        uploads: metric(bloodwork, 'uploads'),
        users: metric(bloodwork, 'usersWithBloodwork'),
        outOfRange: bloodwork.tables.find((table) => table.key === 'markersOutOfRange')!.rows.map((row) => row[0]),
        markersInRange: metric(health, 'averageMarkers'),
        bloodworkUsers: engagement.series.find((series) => series.key === 'featureUse')!.points.find((point) => point.x === 'Bloodwork')!.y,
        dashboardUploads: dashboard.uploads,
        userEntries: detail.bloodworkEntries,
      };
    };
    const before = await figures();
    for (const user of users) drafts.push(await uploadDraft(user));
    expect(await figures()).toEqual(before);

    for (const [index, user] of users.entries()) await confirm(user, drafts[index]!);
    const after = await figures();
    expect(after).toMatchObject({
      entries: before.entries! + 5,
      uploads: before.uploads! + 5,
      users: before.users! + 5,
      outOfRange: expect.arrayContaining(['Glucose']),
      markersInRange: expect.any(Number),
      bloodworkUsers: before.bloodworkUsers + 5,
      dashboardUploads: before.dashboardUploads! + 5,
      userEntries: before.userEntries! + 1,
    });
    expect(before.outOfRange).not.toContain('Glucose');
    expect(before.markersInRange).toBeNull();
  });
});
