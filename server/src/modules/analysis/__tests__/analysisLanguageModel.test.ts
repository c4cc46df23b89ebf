import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { logWeek } from './analysisTestData.js';

type Mode = 'success' | 'malformed' | 'slow' | 'rate_limited' | 'invented_numbers';

/** A small OpenAI-compatible server: answers /chat/completions the way the mode says, and records what it was sent. */
function startFakeProvider() {
  const state = { mode: 'success' as Mode, requests: [] as { path: string; body: Record<string, unknown> }[] };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { model: string; messages: { role: string; content: string }[] };
      state.requests.push({ path: request.url ?? '', body });
      if (!request.url?.endsWith('/chat/completions')) return void response.writeHead(404).end();
      const facts = JSON.parse(body.messages.at(-1)!.content) as { findings: { id: string; title: string }[] };
      const answer = (content: string) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'cmpl-1',
            object: 'chat.completion',
            created: 1,
            model: body.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          }),
        );
      switch (state.mode) {
        case 'success':
          return answer(
            JSON.stringify({
              summary: `Model summary by ${body.model}: your logs show a few gaps worth fixing.`,
              findings: facts.findings.map((finding) => ({ id: finding.id, explanation: `Model says: ${finding.title}.` })),
            }),
          );
        case 'invented_numbers':
          return answer(JSON.stringify({ summary: 'Eat 437 grams of spinach every day.', findings: [] }));
        case 'malformed':
          return answer('Sure! Here is your analysis: {not json');
        case 'slow':
          return void setTimeout(() => !response.destroyed && answer(JSON.stringify({ summary: 'late', findings: [] })), 1500).unref();
        case 'rate_limited':
          return void response
            .writeHead(429, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }));
      }
    });
  });
  return { state, server };
}

const provider = startFakeProvider();
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/v1`;
  ({ server, admin } = await startTestServerWithAdmin({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: baseUrl,
    COMPATIBLE_AI_BASE_URL: baseUrl,
    COMPATIBLE_AI_MODELS: 'llama3.1:8b',
    AI_TIMEOUT_MS: '300',
  }));
});
afterAll(async () => {
  await server.close();
  provider.server.closeAllConnections();
  await new Promise<void>((resolve) => provider.server.close(() => resolve()));
});
beforeEach(() => {
  provider.state.mode = 'success';
  provider.state.requests = [];
});

async function userWithLogs(): Promise<TestUser> {
  const user = await createUser(server, { gender: 'male', dateOfBirth: '1985-01-01' });
  await logWeek(server, user, 3);
  return user;
}

const usedAnalyses = async (user: TestUser) => ((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as { aiAnalyses: number }).aiAnalyses;

describe('the language-model path', () => {
  it('lets the model write the prose from the computed facts, validated, and records the model', async () => {
    const user = await userWithLogs();
    const response = await server.rest('POST', '/analysis/nutrition', { token: user.token, body: { model: 'gpt-3.5-turbo' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ engine: 'language_model', model: 'gpt-3.5-turbo', modelUsed: 'gpt-3.5-turbo', fallbackReason: null });
    expect(response.body.summary).toBe('Model summary by gpt-3.5-turbo: your logs show a few gaps worth fixing.');
    const findings = response.body.findings as { id: string; explanation: string; detail: string; nutrient: { dailyAverage: number } | null }[];
    expect(findings[0]!.explanation).toMatch(/^Model says: /);
    // Numbers come from the data, the detail sentence from the built-in engine.
    expect(findings.find((finding) => finding.id === 'gap:vitamin_d_ug')!.detail).toContain('RDA');

    const [request] = provider.state.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    // gpt-3.5-turbo predates JSON-schema output: JSON mode with the schema in the prompt.
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(await usedAnalyses(user)).toBe(1);
  });

  it('refuses Pro models to free users with 402, naming the models they can choose', async () => {
    const user = await userWithLogs();
    const response = await server.rest('POST', '/analysis/nutrition', { token: user.token, body: { model: 'gpt-4o' } });
    expect(response.status).toBe(402);
    expect(response.body.message).toBe(
      'GPT-4o is available on Pro. Upgrade to Pro to use every AI model, or choose GPT-3.5 Turbo or Built-in engine (no AI provider).',
    );
    const notOffered = await server.rest('POST', '/analysis/nutrition', { token: user.token, body: { model: 'gemini-2.5-pro' } });
    expect([notOffered.status, notOffered.body.message]).toEqual([
      400,
      "Gemini 2.5 Pro isn't offered in Nutri yet. Choose GPT-3.5 Turbo or Built-in engine (no AI provider), or leave the model out to use your preferred model.",
    ]);
    expect(await usedAnalyses(user)).toBe(0);
  });

  it('sends a JSON schema to models that support it (a Pro user on the self-hosted model)', async () => {
    const user = await userWithLogs();
    await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body: {} });
    const response = await server.rest('POST', '/analysis/nutrition', { token: user.token, body: { model: 'llama3.1:8b' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ engine: 'language_model', modelUsed: 'llama3.1:8b' });
    expect((provider.state.requests[0]!.body.response_format as { type: string }).type).toBe('json_schema');
    const models = (await server.rest('GET', '/analysis/models', { token: user.token })).body.models as { id: string; available: boolean; provider: string }[];
    expect(models.find((model) => model.id === 'llama3.1:8b')).toMatchObject({ available: true, provider: 'compatible' });
    // Gemini has no key here, so it is not offered; OpenAI is configured and gpt-3.5-turbo is the default.
    expect(models.map((model) => model.id)).toEqual(['gpt-3.5-turbo', 'gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'builtin', 'llama3.1:8b']);
    expect(models.filter((model) => (model as { isDefault?: boolean }).isDefault).map((model) => model.id)).toEqual(['gpt-3.5-turbo']);
  });

  it.each([
    ['malformed', 'malformed_output', 'returned an answer that could not be used'],
    ['invented_numbers', 'malformed_output', 'returned an answer that could not be used'],
    ['rate_limited', 'rate_limited', 'is rate-limiting requests right now'],
    ['slow', 'timeout', 'did not answer in time'],
  ] as const)('answers 502 AI_PROVIDER_ERROR after one retry when the provider is %s, without spending the quota', async (mode, reason, text) => {
    const user = await userWithLogs();
    provider.state.mode = mode;
    const response = await server.rest('POST', '/analysis/nutrition', { token: user.token, body: { model: 'gpt-3.5-turbo' } });
    expect(response.status).toBe(502);
    expect(response.body.error).toBe('AI_PROVIDER_ERROR');
    expect(response.body.message).toContain(text);
    expect(response.body.message).toContain('your monthly quota was not used');
    expect(provider.state.requests).toHaveLength(2);
    expect(await usedAnalyses(user)).toBe(0);
    expect((await server.rest('GET', '/analysis', { token: user.token })).body.total).toBe(0);

    const graphql = await server.graphql<unknown>('mutation { analyzeNutrition(input: { model: "gpt-3.5-turbo" }) { analysis { id } } }', {}, user.token);
    expect(graphql.errors![0]!.extensions).toMatchObject({ code: 'AI_PROVIDER_ERROR', reason });
    expect(await usedAnalyses(user)).toBe(0);
  });

  it('writes a second opinion with another model beside the built-in first one', async () => {
    const user = await userWithLogs();
    const first = await server.rest('POST', '/analysis/nutrition', { token: user.token, body: { model: 'builtin' } });
    expect(first.body.engine).toBe('builtin');
    const second = await server.rest('PATCH', `/analysis/${first.body.id}/second-opinion`, {
      token: user.token,
      body: { secondOpinionModel: 'gpt-3.5-turbo' },
    });
    expect(second.status).toBe(200);
    expect(second.body.summary).toBe(first.body.summary);
    expect(second.body.secondOpinion).toMatchObject({
      engine: 'language_model',
      modelUsed: 'gpt-3.5-turbo',
      summary: expect.stringContaining('Model summary'),
    });
  });
});
