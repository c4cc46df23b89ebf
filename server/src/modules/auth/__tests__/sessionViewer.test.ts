import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/core';
import { createContext, type AppServices } from '../../../context.js';
import { createLogger } from '../../../logger.js';
import { createUser, databaseIdOf } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { loadFoodCatalog } from '../../food/foodCatalog.js';
import { User } from '../../users/user.entity.js';

let server: TestServer;
let services: AppServices;
beforeAll(async () => {
  server = await startTestServer();
  services = { orm: server.orm, config: server.config, logger: createLogger('silent'), foodCatalog: await loadFoodCatalog(), payments: server.payments };
}, 60_000);
afterAll(() => server.close());

const contextOf = (token: string | null) => createContext(services, { token, clientIp: '127.0.0.1' });

describe('the signed-in user in the request context', () => {
  it('is a plain record until code reads ctx.viewer, which hydrates the entity once, with the same values', async () => {
    const user = await createUser(server, { timezone: 'Europe/Budapest' });
    const id = databaseIdOf(user);
    await server.orm.em
      .fork()
      .execute(`update users set weight = 71.5, date_of_birth = '1991-02-03', health_goals = '{lose weight}', last_active_at = now() where id = ?`, [id]);
    const ctx = await contextOf(user.token);

    const record = ctx.viewerRecord!;
    expect(record.id).toBe(id);
    expect((record as { passwordHash?: string }).passwordHash).toBeUndefined();
    expect(ctx.em.getUnitOfWork().getById(User.name, id)).toBeUndefined();
    // Its values are its own: building it ran none of MikroORM's property setters (they would attach an entity helper).
    expect(Object.getOwnPropertyNames(record)).not.toContain('__helper');

    const entity = ctx.viewer!;
    expect(entity).toBeInstanceOf(User);
    expect(ctx.viewer).toBe(entity);
    expect(entity).not.toBe(record);
    expect(ctx.em.getUnitOfWork().getById(User.name, id)).toBe(entity);
    for (const [key, value] of Object.entries(record)) expect([key, value]).toEqual([key, entity[key as keyof User]]);
    expect(record).toMatchObject({ weight: 71.5, dateOfBirth: '1991-02-03', healthGoals: ['lose weight'], timezone: 'Europe/Budapest' });
    expect(record.lastActiveAt).toBeInstanceOf(Date);
    expect(entity.passwordHash).toMatch(/^scrypt\$/);
  });

  it('is the instance the request already loaded, so changes made to it before ctx.viewer was read are kept', async () => {
    const user = await createUser(server);
    const ctx = await contextOf(user.token);
    const loaded = await ctx.em.findOneOrFail(User, { id: databaseIdOf(user) });
    loaded.firstName = 'Changed';
    expect(ctx.viewer).toBe(loaded);
    expect(ctx.viewer!.firstName).toBe('Changed');
  });

  it('is never hydrated by reads that show the user, their day or their dashboard', async () => {
    const user = await createUser(server, { weight: 80, height: 180, gender: 'male', dateOfBirth: '1990-01-01' });
    const today = new Date().toISOString().slice(0, 10);
    const item = { foodId: 'sr:09040', quantity: 1, unit: 'medium' };
    expect((await server.rest('POST', '/food/logs', { token: user.token, body: { date: today, meals: [{ mealType: 'lunch', items: [item] }] } })).status).toBe(
      201,
    );
    const merge = jest.spyOn(EntityManager.prototype, 'merge');
    try {
      const read = await server.graphql<{ viewer: { user: { weight: number }; foodLog: { itemCount: number } } }>(
        `query ($date: LocalDate!) { viewer { id user { id internalID firstName weight tier usage { aiFoodQueries } usageLimits { aiFoodQueries } }
           nutritionTargets { calories } foodLog(date: $date) { itemCount combinedNutrition { total { calories } } } foodSummary(days: 7) { loggedDays } } }`,
        { date: today },
        user.token,
      );
      expect(read.errors).toBeUndefined();
      expect(read.data!.viewer).toMatchObject({ user: { weight: 80 }, foodLog: { itemCount: 1 } });
      expect((await server.rest('GET', '/auth/me', { token: user.token })).body).toMatchObject({ id: user.id, weight: 80 });
      expect((await server.rest('GET', `/food/logs/${today}`, { token: user.token })).status).toBe(200);
      expect(merge.mock.calls.filter(([entityName]) => entityName === User || entityName === User.name)).toEqual([]);
    } finally {
      merge.mockRestore();
    }
  });

  it('is absent without a live session', async () => {
    for (const token of [null, 'not-a-session-token']) {
      const ctx = await contextOf(token);
      expect(ctx.viewerRecord).toBeNull();
      expect(ctx.viewer).toBeNull();
    }
  });
});
