import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { reserveUsage } from '../usageLimits.js';
import { User } from '../user.entity.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const usedQueries = async (userId: string) =>
  (await server.orm.em.fork().execute<{ used: number }[]>('select ai_food_queries as used from usage_counters where user_id = ?', [userId]))[0]?.used ?? 0;

describe('a use taken inside a transaction', () => {
  it('is rolled back with the transaction that fails, and kept with one that commits', async () => {
    const userId = databaseIdOf(await createUser(server));
    const em = server.orm.em.fork();
    const user = await em.findOneOrFail(User, userId);
    const failed = em.transactional(async (tx) => {
      await reserveUsage(tx, server.config.ai, user, 'aiFoodQueries');
      throw new Error('the work failed after the use was taken');
    });
    await expect(failed).rejects.toThrow('the work failed');
    expect(await usedQueries(userId)).toBe(0);

    await em.transactional((tx) => reserveUsage(tx, server.config.ai, user, 'aiFoodQueries'));
    expect(await usedQueries(userId)).toBe(1);
  });
});
