import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { countStatements, statementsDuring } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const LOGS = `{ viewer { foodLogs(first: 20) { totalCount edges { node { date totals { calories }
  combinedNutrition { supplements { calories } total { calories } }
  meals { mealType totals { calories } items { name quantity nutrition { calories } } } } } } } }`;

async function userWithDays(days: number): Promise<TestUser> {
  const user = await createUser(server);
  for (let day = 1; day <= days; day++) {
    const date = `2026-10-${String(day).padStart(2, '0')}`;
    const items = [
      { foodId: 'sr:09040', quantity: 1, unit: 'medium' },
      { foodId: 'sr:01077', quantity: 1, unit: 'cup' },
    ];
    await server.rest('POST', '/food/logs', {
      token: user.token,
      body: {
        date,
        meals: [
          { mealType: 'breakfast', items },
          { mealType: 'dinner', items },
        ],
      },
    });
  }
  return user;
}

async function statementsFor(user: TestUser): Promise<number> {
  return countStatements(server.orm, async () => {
    const response = await server.graphql(LOGS, {}, user.token);
    expect(response.errors).toBeUndefined();
  });
}

describe('viewer.foodLogs', () => {
  it("costs the same few SQL statements for 2 days or 15 days of logs, with each day's combined nutrition (no N+1)", async () => {
    const few = await statementsFor(await userWithDays(2));
    const many = await statementsFor(await userWithDays(15));
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(5);
  });
});

describe('viewer.foodLog(date)', () => {
  it("reads the day and all its items in one statement after the session's", async () => {
    const user = await userWithDays(1);
    const { result: response, statements } = await statementsDuring(server.orm, () =>
      server.graphql<{ viewer: { foodLog: { itemCount: number; meals: { items: { loggedAt: string }[] }[] } } }>(
        `query ($date: LocalDate!) { viewer { foodLog(date: $date) { id date itemCount updatedAt totals { calories }
        meals { mealType totals { calories } items { id name foodId quantity unit grams loggedAt nutrition { calories protein } } } } } }`,
        { date: '2026-10-01' },
        user.token,
      ),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.viewer.foodLog.itemCount).toBe(4);
    expect(Date.parse(response.data!.viewer.foodLog.meals[0]!.items[0]!.loggedAt)).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(statements).toHaveLength(2);
  });
});
