import type { TestUser } from '../../../test/factories.js';
import type { TestServer } from '../../../test/testServer.js';

export function daysAgo(days: number, from = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() - days)).toISOString().slice(0, 10);
}

/** Logs the same pasta-and-bread day on each of the last `days` days (UTC users), ending yesterday when asked. */
export async function logWeek(server: TestServer, user: TestUser, days = 7, endingDaysAgo = 0): Promise<void> {
  for (let index = 0; index < days; index += 1) {
    const response = await server.rest('POST', '/food/logs', {
      token: user.token,
      body: {
        date: daysAgo(index + endingDaysAgo),
        meals: [
          { mealType: 'breakfast', items: [{ foodId: 'sr:09040', quantity: 118, unit: 'g' }] },
          {
            mealType: 'lunch',
            items: [
              { foodId: 'sr:20038', quantity: 80, unit: 'g' },
              { foodId: 'sr:01009', quantity: 60, unit: 'g' },
            ],
          },
        ],
      },
    });
    if (response.status !== 201) throw new Error(`food log failed: ${JSON.stringify(response.body)}`);
  }
}

export async function addBloodwork(server: TestServer, user: TestUser, date: string, labValues: unknown[]): Promise<string> {
  const response = await server.rest('POST', '/bloodwork/manual', { token: user.token, body: { date, labValues } });
  if (response.status !== 201) throw new Error(`bloodwork failed: ${JSON.stringify(response.body)}`);
  return response.body.id as string;
}
