import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { addBloodwork, daysAgo, logWeek } from './analysisTestData.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

const DISCLAIMER = 'This analysis is for educational purposes only and is not medical advice. Consult a healthcare professional.';

async function upgrade(user: TestUser, body: Record<string, unknown> = {}) {
  return server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body });
}

const nutrition = (user: TestUser, body: Record<string, unknown> = {}) => server.rest('POST', '/analysis/nutrition', { token: user.token, body });

describe('the model catalog', () => {
  it('with no AI key offers users only the built-in engine, as the default', async () => {
    const user = await createUser(server);
    const response = await server.rest('GET', '/analysis/models', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.models).toEqual([
      {
        id: 'builtin',
        label: 'Built-in engine (no AI provider)',
        provider: 'builtin',
        available: true,
        vision: false,
        tier: 'free',
        isAllowed: true,
        isDefault: true,
      },
    ]);
    const anonymous = await server.graphql<{ aiModels: { id: string; isDefault: boolean }[] }>('{ aiModels { id isDefault } }');
    expect(anonymous.data!.aiModels).toEqual([{ id: 'builtin', isDefault: true }]);
  });

  it('shows admins, and only admins, the unconfigured models with what enables them', async () => {
    const user = await createUser(server);
    const query = '{ aiModels(includeUnavailable: true) { id available setupHint } }';
    const asUser = await server.graphql<{ aiModels: { id: string }[] }>(query, {}, user.token);
    expect(asUser.data!.aiModels.map((model) => model.id)).toEqual(['builtin']);
    const asAdmin = await server.graphql<{ aiModels: { id: string; available: boolean; setupHint: string | null }[] }>(query, {}, admin.token);
    expect(asAdmin.data!.aiModels.map((model) => model.id)).toEqual([
      'gpt-3.5-turbo',
      'gpt-4o',
      'gpt-4o-mini',
      'gpt-4-turbo',
      'gemini-1.5-pro',
      'gemini-2.5-pro',
      'builtin',
    ]);
    expect(asAdmin.data!.aiModels.find((model) => model.id === 'gpt-4o')).toEqual({
      id: 'gpt-4o',
      available: false,
      setupHint: 'Set OPENAI_API_KEY to enable the OpenAI models.',
    });
    expect(asAdmin.data!.aiModels.find((model) => model.id === 'builtin')).toEqual({ id: 'builtin', available: true, setupHint: null });
  });

  it('runs an analysis that names no model on the built-in engine, with no fallback note', async () => {
    const user = await createUser(server);
    await logWeek(server, user, 1);
    const response = await nutrition(user);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ model: 'builtin', engine: 'builtin', fallbackReason: null });
    expect(response.body.summary).not.toMatch(/not configured/);
  });
});

describe('nutrition analysis over REST', () => {
  it('refuses a model this server does not offer instead of swapping in another, and stores nothing', async () => {
    const user = await createUser(server);
    await logWeek(server, user, 1);
    const refused = await nutrition(user, { model: 'gpt-3.5-turbo' });
    expect([refused.status, refused.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    expect(refused.body.message).toBe(
      "GPT-3.5 Turbo isn't offered in Nutri yet. Choose Built-in engine (no AI provider), or leave the model out to use your preferred model.",
    );
    expect(refused.body.message).not.toMatch(/configured|server|provider key/i);
    const graphql = await server.graphql<unknown>('mutation { analyzeNutrition(input: { model: "gpt-4o" }) { analysis { id } } }', {}, user.token);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.rest('GET', '/analysis', { token: user.token })).body).toMatchObject({ total: 0 });
    expect(((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as { aiAnalyses: number }).aiAnalyses).toBe(0);
  });

  it('runs on the built-in engine, stores findings, summary and disclaimer', async () => {
    const user = await createUser(server, { gender: 'female', dateOfBirth: '1990-05-01', weight: 60 });
    await logWeek(server, user);
    const response = await nutrition(user, { model: 'builtin' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      type: 'nutrition',
      days: 7,
      model: 'builtin',
      modelUsed: 'builtin',
      engine: 'builtin',
      fallbackReason: null,
      disclaimer: DISCLAIMER,
      window: { days: 7, loggedDays: 7 },
    });
    const findings = response.body.findings as { id: string; explanation: string; suggestions: unknown[] }[];
    const iron = findings.find((finding) => finding.id === 'gap:iron_mg')!;
    expect(iron.suggestions.length).toBeGreaterThan(0);
    expect(iron.explanation).toContain('of the 18 mg RDA');
    expect(response.body.summary).toContain('You logged food on each of the last 7 days');

    const listed = await server.rest('GET', '/analysis?type=nutrition', { token: user.token });
    expect(listed.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    const fetched = await server.rest('GET', `/analysis/${response.body.id}`, { token: user.token });
    expect(fetched.body.summary).toBe(response.body.summary);
    expect((await server.rest('GET', '/analysis?type=bloodwork', { token: user.token })).body.total).toBe(0);
  });

  it('answers 400 for days out of range, unknown models (listing them), no logs and bad type filters', async () => {
    const user = await createUser(server);
    for (const days of [0, 91, 2.5, 'seven']) {
      const response = await nutrition(user, { days });
      expect(response.status).toBe(400);
    }
    expect((await nutrition(user, { days: 91 })).body.message).toBe("'days' must be from 1 to 90.");
    const unknown = await nutrition(user, { model: 'gpt-9' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("'gpt-9' is not a model. Choose one of: builtin.");
    const empty = await nutrition(user);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('No food is logged in the last 7 days');
    expect((await server.rest('GET', '/analysis?type=weekly', { token: user.token })).status).toBe(400);
    // None of these used the quota.
    expect(((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as { aiAnalyses: number }).aiAnalyses).toBe(0);
  });

  it('does not ask free users to upgrade for a Pro model this server does not offer', async () => {
    const user = await createUser(server);
    await logWeek(server, user, 1);
    const response = await nutrition(user, { model: 'gpt-4o' });
    expect(response.status).toBe(400);
    expect(response.body.message).not.toContain('Upgrade to Pro');
  });
});

describe('free-tier limits', () => {
  it('allows 3 analyses a month, then 403 USAGE_LIMIT_EXCEEDED with an upgrade message; Pro is unlimited', async () => {
    const user = await createUser(server);
    await logWeek(server, user, 2);
    for (let run = 0; run < 3; run += 1) expect((await nutrition(user, { model: 'builtin' })).status).toBe(201);
    const refused = await nutrition(user, { model: 'builtin' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'USAGE_LIMIT_EXCEEDED' });
    expect(refused.body.message).toBe('You have reached your monthly limit of 3 AI analyses on the Free plan. Upgrade to Pro for unlimited use.');
    const me = await server.rest('GET', '/auth/me', { token: user.token });
    expect(me.body.usage).toEqual({ aiFoodQueries: 0, aiAnalyses: 3, aiAssistantMessages: 0 });

    expect((await upgrade(user)).status).toBe(200);
    for (let run = 0; run < 2; run += 1) expect((await nutrition(user, { model: 'builtin' })).status).toBe(201);
    expect(((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as { aiAnalyses: number }).aiAnalyses).toBe(5);
  });

  it('gives exactly 3 successes to ten parallel requests from a free user', async () => {
    const user = await createUser(server);
    await logWeek(server, user, 1);
    const responses = await Promise.all(Array.from({ length: 10 }, () => nutrition(user, { model: 'builtin' })));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 403)).toHaveLength(7);
    expect((await server.rest('GET', '/analysis', { token: user.token })).body.total).toBe(3);
    expect(((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as { aiAnalyses: number }).aiAnalyses).toBe(3);
  });
});

describe('bloodwork and correlation analyses', () => {
  const LABS = [
    { name: 'Ferritin', value: 8 },
    { name: 'Hemoglobin', value: 10.9 },
    { name: 'LDL', value: 165 },
    { name: 'Vitamin D', value: 18 },
  ];

  it('bloodwork analysis is Pro only (402), then explains values, patterns and changes', async () => {
    const user = await createUser(server, { gender: 'female' });
    await addBloodwork(server, user, daysAgo(200), [{ name: 'Ferritin', value: 30 }]);
    const bloodworkId = await addBloodwork(server, user, daysAgo(1), LABS);
    const free = await server.rest('POST', '/analysis/bloodwork', { token: user.token, body: { bloodworkId } });
    expect(free.status).toBe(402);
    expect(free.body.message).toBe('Bloodwork analysis is a Pro feature. Upgrade to Pro to analyse your bloodwork.');

    const upgraded = await upgrade(user, { adminNotes: 'comp account' });
    expect(upgraded.body).toMatchObject({ tier: 'pro', subscriptionStatus: 'active', adminNotes: 'comp account' });
    const notOffered = await server.rest('POST', '/analysis/bloodwork', { token: user.token, body: { bloodworkId, model: 'gpt-4o' } });
    expect([notOffered.status, notOffered.body.message]).toEqual([
      400,
      "GPT-4o isn't offered in Nutri yet. Choose Built-in engine (no AI provider), or leave the model out to use your preferred model.",
    ]);
    const response = await server.rest('POST', '/analysis/bloodwork', { token: user.token, body: { bloodworkId } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ type: 'bloodwork', bloodworkId, engine: 'builtin', model: 'builtin', fallbackReason: null });
    const ids = (response.body.findings as { id: string }[]).map((finding) => finding.id);
    expect(ids).toEqual(expect.arrayContaining(['pattern:iron', 'pattern:lipids', 'pattern:vitamin_d', 'change:ferritin']));
  });

  it('correlation links low ferritin to the iron logged before the test; someone else’s entry is 404', async () => {
    const user = await createUser(server, { gender: 'female', dateOfBirth: '1990-01-01' });
    const other = await createUser(server);
    await logWeek(server, user, 10, 1);
    const bloodworkId = await addBloodwork(server, user, daysAgo(0), LABS);
    const othersEntry = await addBloodwork(server, other, daysAgo(0), LABS);

    const free = await server.rest('POST', '/analysis/correlation', { token: user.token, body: { bloodworkId, nutritionDays: 30 } });
    expect(free.status).toBe(402);
    expect(free.body.message).toMatch(/^Diet and bloodwork analysis is a Pro feature/);
    await upgrade(user);
    const response = await server.rest('POST', '/analysis/correlation', { token: user.token, body: { bloodworkId, nutritionDays: 30 } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ type: 'correlation', days: 30, window: { loggedDays: 10, to: daysAgo(1) } });
    const link = (response.body.findings as { id: string; severity: string; nutrientKeys: string[] }[]).find((finding) => finding.id === 'link:ferritin')!;
    expect(link).toMatchObject({ severity: 'moderate', nutrientKeys: ['iron_mg', 'vitamin_c_mg'] });

    expect((await server.rest('POST', '/analysis/correlation', { token: user.token, body: { bloodworkId: othersEntry } })).status).toBe(404);
    expect((await server.rest('POST', '/analysis/correlation', { token: user.token, body: { bloodworkId, nutritionDays: 6 } })).status).toBe(400);
    expect((await server.rest('POST', '/analysis/correlation', { token: user.token, body: { bloodworkId, nutritionDays: 181 } })).status).toBe(400);
    expect((await server.rest('POST', '/analysis/correlation', { token: user.token, body: { bloodworkId: 'not-an-id' } })).status).toBe(400);
    await upgrade(other);
    expect((await server.rest('POST', '/analysis/bloodwork', { token: other.token, body: { bloodworkId } })).status).toBe(404);
  });
});

describe('stored analyses', () => {
  it('are private: another user gets 404 on GET, DELETE and second opinion; the owner can delete', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    await logWeek(server, owner, 1);
    const created = await nutrition(owner, { model: 'builtin' });
    const path = `/analysis/${created.body.id}`;
    expect((await server.rest('GET', path, { token: stranger.token })).status).toBe(404);
    expect((await server.rest('DELETE', path, { token: stranger.token })).status).toBe(404);
    expect((await server.rest('PATCH', `${path}/second-opinion`, { token: stranger.token, body: { secondOpinionModel: 'gpt-3.5-turbo' } })).status).toBe(404);
    const node = await server.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: created.body.id }, stranger.token);
    expect(node.data!.node).toBeNull();

    expect((await server.rest('DELETE', path, { token: owner.token })).status).toBe(200);
    expect((await server.rest('GET', path, { token: owner.token })).status).toBe(404);
  });

  it('refuse a second opinion from a model this server does not offer, without counting it', async () => {
    const user = await createUser(server);
    await logWeek(server, user, 1);
    const created = await nutrition(user, { model: 'builtin' });
    const same = await server.rest('PATCH', `/analysis/${created.body.id}/second-opinion`, { token: user.token, body: { secondOpinionModel: 'builtin' } });
    expect(same.status).toBe(400);
    const notOffered = await server.rest('PATCH', `/analysis/${created.body.id}/second-opinion`, {
      token: user.token,
      body: { secondOpinionModel: 'gpt-3.5-turbo' },
    });
    expect([notOffered.status, notOffered.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    expect(notOffered.body.message).toMatch(/^GPT-3\.5 Turbo isn't offered in Nutri yet\./);
    expect((await server.rest('GET', `/analysis/${created.body.id}`, { token: user.token })).body).toMatchObject({ secondOpinion: null });
    expect(((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as { aiAnalyses: number }).aiAnalyses).toBe(1);
  });

  it('page over GraphQL through viewer.analyses', async () => {
    const user = await createUser(server);
    await logWeek(server, user, 1);
    await upgrade(user);
    for (let run = 0; run < 3; run += 1) await nutrition(user, { model: 'builtin', days: run + 1 });
    const page = await server.graphql<{
      viewer: { analyses: { totalCount: number; edges: { node: { days: number } }[]; pageInfo: { hasNextPage: boolean } } };
    }>(
      'query { viewer { analyses(first: 2, type: nutrition) { totalCount pageInfo { hasNextPage } edges { node { days engine findings { id severity } } } } } }',
      {},
      user.token,
    );
    expect(page.data!.viewer.analyses).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(page.data!.viewer.analyses.edges.map((edge) => edge.node.days)).toEqual([3, 2]);
  });
});

describe('admin upgrade', () => {
  it('is admin only, defaults to pro and active, and can set other values', async () => {
    const user = await createUser(server);
    expect((await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: user.token, body: {} })).status).toBe(403);
    expect((await upgrade(user)).body).toMatchObject({ tier: 'pro', subscriptionStatus: 'active', adminNotes: null });
    expect((await upgrade(user, { tier: 'free', subscriptionStatus: 'canceled', adminNotes: 'refunded' })).body).toMatchObject({
      tier: 'free',
      subscriptionStatus: 'canceled',
      adminNotes: 'refunded',
    });
    expect((await upgrade(user, { tier: 'platinum' })).status).toBe(400);
    expect((await server.rest('PATCH', '/admin/users/00000000-0000-4000-8000-000000000000/upgrade', { token: admin.token, body: {} })).status).toBe(404);
    // Users never see admin notes about themselves.
    const me = await server.graphql<{ viewer: { user: { adminNotes: string | null } } }>('query { viewer { user { adminNotes } } }', {}, user.token);
    expect(me.data!.viewer.user.adminNotes).toBeNull();
  });
});
