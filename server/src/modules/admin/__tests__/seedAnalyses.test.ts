import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { loadFoodCatalog } from '../../food/foodCatalog.js';
import { createLogger } from '../../../logger.js';
import { seedAnalyses } from '../seed/seedAnalyses.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  // A provider is configured: the seed must still use the built-in engine and never call it.
  ({ server, admin } = await startTestServerWithAdmin({ OPENAI_API_KEY: 'sk-seed-must-not-call', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }));
}, 60_000);
afterAll(() => server.close());

const today = () => new Date().toISOString().slice(0, 10);
const banana = { foodId: 'sr:09040', quantity: 1, unit: 'medium' };

async function demoUser(tag: string, index: number) {
  const user = await createUser(server, { email: `demo.${tag}${index}@example.test` });
  expect(
    (await server.rest('POST', '/food/logs', { token: user.token, body: { date: today(), meals: [{ mealType: 'lunch', items: [banana] }] } })).status,
  ).toBe(201);
  return user;
}

describe('seedAnalyses (demo data)', () => {
  it('makes real analyses through the analysis services, counted in usage and shown to admins', async () => {
    const tag = randomBytes(3).toString('hex');
    const free = await Promise.all([0, 1, 2].map((index) => demoUser(tag, index)));
    const pro = await demoUser(tag, 3);
    await server.rest('PATCH', `/admin/users/${pro.id}/upgrade`, { token: admin.token, body: {} });
    expect(
      (
        await server.rest('POST', '/bloodwork/manual', {
          token: pro.token,
          body: { date: today(), labValues: [{ name: 'LDL cholesterol', value: 4.2, unit: 'mmol/L' }] },
        })
      ).status,
    ).toBe(201);
    const notDemo = await createUser(server);

    const seeded = await seedAnalyses(
      { orm: server.orm, config: server.config, logger: createLogger('silent'), foodCatalog: await loadFoodCatalog(), payments: server.payments },
      10,
    );

    expect(seeded.nutrition).toBeGreaterThanOrEqual(4);
    const rows = await server.orm.em.fork().execute<{ email: string; type: string; engine: string; summary: string; used: number }[]>(
      `select u.email, a.type, a.engine, a.summary,
         (select c.ai_analyses from usage_counters c where c.user_id = u.id and c.month = date_trunc('month', now())::date) as used
       from analyses a join users u on u.id = a.user_id where u.email like ? order by u.email`,
      [`demo.${tag}%`],
    );
    expect(rows.length).toBe(seeded.nutrition + seeded.bloodwork + seeded.correlation);
    expect(new Set(rows.map((row) => row.email))).toEqual(new Set([...free, pro].map((user) => user.email)));
    expect(rows.every((row) => row.engine === 'builtin' && row.summary.length > 20)).toBe(true);
    for (const email of new Set(rows.map((row) => row.email))) {
      const mine = rows.filter((row) => row.email === email);
      expect(mine[0]!.used).toBe(mine.length);
      if (email !== pro.email) expect(mine.length).toBeLessThanOrEqual(server.config.ai.freeLimits.aiAnalyses);
    }
    const [others] = await server.orm.em
      .fork()
      .execute<{ count: number }[]>('select count(*)::int as count from analyses a join users u on u.id = a.user_id where u.email = ?', [notDemo.email]);
    expect(others?.count).toBe(0);

    // What the admin sees of one of them: how many analyses, and this month's usage.
    const detail = await server.rest('GET', `/admin/users/${free[0]!.id}`, { token: admin.token });
    const made = rows.filter((row) => row.email === free[0]!.email).length;
    expect(detail.body).toMatchObject({ counts: { analyses: made }, usage: { aiAnalyses: made } });
  });
});
