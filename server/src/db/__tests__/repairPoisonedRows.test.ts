import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migration20261123100000RepairPoisonedRows } from '../../../../migrations/Migration20261123100000RepairPoisonedRows.js';
import { createUser, databaseIdOf } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

async function runRepair() {
  const migration = new Migration20261123100000RepairPoisonedRows(server.orm.em.getDriver(), server.orm.config);
  await migration.up();
  for (const query of migration.getQueries()) await server.orm.em.execute(String(query));
}

describe('the repair migration for poisoned accounts', () => {
  it('resets bad time zones to UTC, drops unreadable lab values and leaves good rows alone', async () => {
    const [poisoned, healthy] = [await createUser(server), await createUser(server)];
    for (const user of [poisoned, healthy]) {
      const added = await server.rest('POST', '/bloodwork/manual', {
        token: user.token,
        body: {
          date: '2026-11-20',
          labValues: [
            { name: 'Glucose', value: 90, unit: 'mg/dL' },
            { name: 'LDL', value: 120, unit: 'mg/dL' },
          ],
        },
      });
      expect(added.status).toBe(201);
    }
    const db = server.orm.em.fork();
    await db.execute(`update users set timezone = '' where id = ?`, [databaseIdOf(poisoned)]);
    await db.execute(`update users set timezone = 'Europe/Berlin' where id = ?`, [databaseIdOf(healthy)]);
    await db.execute(`update bloodwork_entries set lab_values = jsonb_set(lab_values, '{0,value}', 'null'::jsonb) where user_id = ?`, [databaseIdOf(poisoned)]);

    await runRepair();

    const rows: { id: string; timezone: string; markers: string[] }[] = await db.execute(
      `select u.id, u.timezone, (select array_agg(v->>'marker' order by v->>'marker') from jsonb_array_elements(e.lab_values) v) as markers
       from users u join bloodwork_entries e on e.user_id = u.id where u.id in (?, ?)`,
      [databaseIdOf(poisoned), databaseIdOf(healthy)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(databaseIdOf(poisoned))).toMatchObject({ timezone: 'UTC', markers: ['ldl_cholesterol'] });
    expect(byId.get(databaseIdOf(healthy))).toMatchObject({ timezone: 'Europe/Berlin', markers: ['glucose', 'ldl_cholesterol'] });
  });
});
