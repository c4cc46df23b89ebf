import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf } from '../../../test/factories.js';
import { statementsDuring } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { monthStart } from '../calendar.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const VIEWER = '{ viewer { id user { id firstName tier usage { aiFoodQueries aiAnalyses aiAssistantMessages } } nutritionTargets { calories } } }';

// A user's first request of the day also records them as active (one write a day, for the admin's active-user
// figures); the counts below are for every request after it.
async function activeToday(user: { token: string }): Promise<void> {
  await server.rest('GET', '/auth/me', { token: user.token });
}

describe('viewer and /auth/me', () => {
  it("read the session, the user and this month's usage in one statement", async () => {
    const user = await createUser(server, { timezone: 'Pacific/Kiritimati' });
    const month = monthStart('Pacific/Kiritimati');
    await server.orm.em
      .fork()
      .execute('insert into usage_counters (user_id, month, ai_food_queries, ai_analyses, ai_assistant_messages) values (?, ?, 4, 2, 7)', [
        databaseIdOf(user),
        month,
      ]);
    await activeToday(user);

    const viewer = await statementsDuring(server.orm, () => server.graphql<{ viewer: { user: { usage: unknown } } }>(VIEWER, {}, user.token));
    expect(viewer.result.errors).toBeUndefined();
    expect(viewer.result.data!.viewer.user.usage).toEqual({ aiFoodQueries: 4, aiAnalyses: 2, aiAssistantMessages: 7 });
    expect(viewer.statements).toHaveLength(1);

    const me = await statementsDuring(server.orm, () => server.rest('GET', '/auth/me', { token: user.token }));
    expect(me.result.body.usage).toEqual({ aiFoodQueries: 4, aiAnalyses: 2, aiAssistantMessages: 7 });
    expect(me.statements).toHaveLength(1);
  });

  it("shows zero usage without reading further when the month has none, and only the viewer's own counters", async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    await server.orm.em
      .fork()
      .execute('insert into usage_counters (user_id, month, ai_food_queries) values (?, ?, 9)', [databaseIdOf(other), monthStart('UTC')]);
    await activeToday(user);
    const me = await statementsDuring(server.orm, () => server.rest('GET', '/auth/me', { token: user.token }));
    expect(me.result.body.usage).toEqual({ aiFoodQueries: 0, aiAnalyses: 0, aiAssistantMessages: 0 });
    expect(me.statements).toHaveLength(1);
  });
});
