import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const VIEWER = `query { viewer { id user { id firstName usage { aiAnalyses } } nutritionTargets { calories protein carbs fat } } }`;

describe('accounts over GraphQL', () => {
  it('registers, reads the viewer with targets, and logs out', async () => {
    const registered = await server.graphql<{ register: { token: string; viewer: { id: string } } }>(
      `mutation ($input: RegisterInput!) { register(input: $input) { token viewer { id } user { firstName tier } } }`,
      { input: { email: `gql.${Date.now()}@nutri.dev`, password: 'long enough pw', firstName: 'Grace', weight: 60, gender: 'female' } },
    );
    expect(registered.errors).toBeUndefined();
    const token = registered.data!.register.token;

    const viewer = await server.graphql<{ viewer: { user: { firstName: string }; nutritionTargets: { protein: number } } }>(VIEWER, {}, token);
    expect(viewer.data!.viewer.user.firstName).toBe('Grace');
    expect(viewer.data!.viewer.nutritionTargets.protein).toBe(96);

    const logout = await server.graphql('mutation { logout { revoked } }', {}, token);
    expect(logout.data).toEqual({ logout: { revoked: true } });
    expect((await server.graphql<{ viewer: null }>(VIEWER, {}, token)).data!.viewer).toBeNull();
  });

  it('previews targets for unsaved profile edits without saving them', async () => {
    const user = await createUser(server, { weight: 80 });
    const preview = await server.graphql<{ viewer: { nutritionTargets: { protein: number } } }>(
      'query ($p: ProfileInput) { viewer { nutritionTargets(preview: $p) { protein } } }',
      { p: { weight: 100, healthGoals: ['build_muscle'] } },
      user.token,
    );
    expect(preview.data!.viewer.nutritionTargets.protein).toBe(200);
    const stored = await server.graphql<{ viewer: { user: { weight: number } } }>('{ viewer { user { weight } } }', {}, user.token);
    expect(stored.data!.viewer.user.weight).toBe(80);
  });

  it('shows the free plan limits, and none for Pro', async () => {
    const user = await createUser(server);
    const query = '{ viewer { user { usageLimits { aiFoodQueries aiAnalyses aiAssistantMessages } } } }';
    const free = await server.graphql<{ viewer: { user: { usageLimits: unknown } } }>(query, {}, user.token);
    expect(free.data!.viewer.user.usageLimits).toEqual({ aiFoodQueries: 100, aiAnalyses: 3, aiAssistantMessages: 10 });
    await server.orm.em.fork().execute("update users set tier = 'pro' where email = ?", [user.email]);
    const pro = await server.graphql<{ viewer: { user: { usageLimits: unknown } } }>(query, {}, user.token);
    expect(pro.data!.viewer.user.usageLimits).toEqual({ aiFoodQueries: null, aiAnalyses: null, aiAssistantMessages: null });
  });

  it('answers UNAUTHENTICATED for mutations that need a signed-in user', async () => {
    const response = await server.graphql('mutation { deleteAccount { deletedUserId } }');
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('resolves node(id:) only for objects the viewer may see', async () => {
    const alice = await createUser(server);
    const bob = await createUser(server);
    const own = await server.graphql<{ node: { id: string; firstName: string } | null }>(
      'query ($id: ID!) { node(id: $id) { id ... on User { firstName } } }',
      { id: alice.id },
      alice.token,
    );
    expect(own.data!.node).toEqual({ id: alice.id, firstName: 'Test' });
    const other = await server.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: bob.id }, alice.token);
    expect(other.data!.node).toBeNull();
    const garbage = await server.graphql<{ node: unknown }>('query { node(id: "garbage") { id } }', {}, alice.token);
    expect(garbage.data!.node).toBeNull();
  });

  it('rejects unknown fields with a validation code and a 400, never a 500', async () => {
    const user = await createUser(server);
    const unknown = await server.graphql('{ viewer { user { passwordHash } } }', {}, user.token);
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('rejects variables of the wrong type with BAD_USER_INPUT', async () => {
    const response = await server.graphql('mutation ($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 5 } });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
