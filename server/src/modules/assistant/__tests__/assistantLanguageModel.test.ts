import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';

type Mode = 'log' | 'invented_numbers' | 'bad_arguments' | 'empty' | 'slow' | 'server_error' | 'fail_after_log';
type Message = { role: string; content: string | null; tool_calls?: unknown[] };

/** An OpenAI-compatible server that plays a model using tools, the way the mode says; it records every request. */
function startFakeProvider() {
  const state = {
    mode: 'log' as Mode,
    requests: [] as { messages: Message[]; tools: { function: { name: string } }[]; stream?: boolean }[],
    spoken: [] as string[],
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (request.url?.endsWith('/audio/speech')) {
        state.spoken.push((JSON.parse(raw) as { input: string }).input);
        return void response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3 fake mp3'));
      }
      const body = JSON.parse(raw || '{}') as { model: string; messages: Message[]; tools: { function: { name: string } }[]; stream?: boolean };
      state.requests.push({ messages: body.messages, tools: body.tools, stream: body.stream });
      const toolMessages = body.messages.filter((message) => message.role === 'tool');
      // A streamed answer comes as chunks: the text word by word, a tool call's arguments in two pieces.
      const streamReply = (message: { content?: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }) => {
        const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
          `data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(chunk({ role: 'assistant', content: '' }));
        for (const word of (message.content ?? '').split(/(?<= )/)) if (word) response.write(chunk({ content: word }));
        for (const [index, call] of (message.tool_calls ?? []).entries()) {
          const half = Math.floor(call.function.arguments.length / 2);
          response.write(
            chunk({
              tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: call.function.arguments.slice(0, half) } }],
            }),
          );
          response.write(chunk({ tool_calls: [{ index, function: { arguments: call.function.arguments.slice(half) } }] }));
        }
        response.write(chunk({}, message.tool_calls ? 'tool_calls' : 'stop'));
        response.end('data: [DONE]\n\n');
      };
      const reply = (message: Record<string, unknown>) =>
        body.stream
          ? streamReply(message as Parameters<typeof streamReply>[0])
          : response.writeHead(200, { 'content-type': 'application/json' }).end(
              JSON.stringify({
                id: 'cmpl-1',
                object: 'chat.completion',
                created: 1,
                model: body.model,
                choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: null, ...message } }],
              }),
            );
      const callTool = (name: string, args: string) =>
        reply({ tool_calls: [{ id: `call-${toolMessages.length}`, type: 'function', function: { name, arguments: args } }] });
      switch (state.mode) {
        case 'log':
          return toolMessages.length === 0
            ? callTool('log_food', JSON.stringify({ description: 'two scrambled eggs for breakfast' }))
            : reply({ content: 'Done! I logged your scrambled eggs for breakfast.' });
        case 'invented_numbers':
          return toolMessages.length === 0
            ? callTool('log_food', JSON.stringify({ description: 'a banana' }))
            : reply({ content: 'Logged: that banana has 9999 kcal.' });
        case 'bad_arguments':
          return toolMessages.length === 0
            ? callTool('day_totals', '{not json')
            : reply({ content: `Sorry, I had trouble reading your day: ${toolMessages[0]!.content}` });
        case 'empty':
          return reply({ content: '' });
        case 'slow':
          return void setTimeout(() => !response.destroyed && reply({ content: 'late' }), 1500).unref();
        case 'server_error':
          return void response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
        case 'fail_after_log':
          if (toolMessages.length === 0) return callTool('log_food', JSON.stringify({ description: 'an apple' }));
          return void response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
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
  ({ server, admin } = await startTestServerWithAdmin({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: baseUrl, AI_TIMEOUT_MS: '300' }));
});
afterAll(async () => {
  await server.close();
  provider.server.closeAllConnections();
  await new Promise<void>((resolve) => provider.server.close(() => resolve()));
});
beforeEach(() => {
  provider.state.requests = [];
  provider.state.spoken = [];
});

const TODAY = '2026-11-23';
const chat = (user: TestUser, message: string) =>
  server.rest('POST', '/ai-assistant/chat', {
    token: user.token,
    body: {
      message,
      conversationHistory: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
      clientDate: TODAY,
      clientTime: '08:00',
    },
  });
const usage = async (user: TestUser) => (await server.rest('GET', '/auth/me', { token: user.token })).body.usage as Record<string, number>;
async function itemCount(user: TestUser, date = TODAY): Promise<number> {
  const response = await server.graphql<{ viewer: { foodLog: { itemCount: number } | null } }>(
    'query ($date: LocalDate!) { viewer { foodLog(date: $date) { itemCount } } }',
    { date },
    user.token,
  );
  return response.data?.viewer.foodLog?.itemCount ?? 0;
}

describe('the assistant with a configured model', () => {
  it('lets the model call tools; the tools log the food and do the numbers, the model writes the words', async () => {
    provider.state.mode = 'log';
    const user = await createUser(server);
    const response = await chat(user, 'I had two scrambled eggs this morning');
    expect(response.status).toBe(200);
    expect(response.body.response).toBe('Done! I logged your scrambled eggs for breakfast.');
    expect(response.body.mealType).toBe('breakfast');
    expect((response.body.loggedFood as { name: string; grams: number }[])[0]).toMatchObject({ name: expect.stringMatching(/egg/i), grams: 122 });
    expect(await itemCount(user)).toBe(1);
    expect(await usage(user)).toMatchObject({ aiAssistantMessages: 1, aiFoodQueries: 1 });
    const [first, second] = provider.state.requests;
    expect(first!.tools.map((tool) => tool.function.name)).toEqual(['search_foods', 'log_food', 'day_totals', 'suggest_meals', 'recipe_details']);
    expect(first!.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const toolResult = JSON.parse(second!.messages.at(-1)!.content!) as { logged: { calories: number }[] };
    expect(toolResult.logged[0]!.calories).toBeGreaterThan(100);
  });

  it('replaces prose that states numbers no tool returned with the figures from the database', async () => {
    provider.state.mode = 'invented_numbers';
    const user = await createUser(server);
    const response = await chat(user, 'log a banana');
    expect(response.status).toBe(200);
    expect(response.body.response).not.toContain('9999');
    expect(response.body.response).toMatch(/^Logged to \*\*breakfast\*\*/);
  });

  it('answers arguments that are not JSON with an error the model can read, instead of failing', async () => {
    provider.state.mode = 'bad_arguments';
    const user = await createUser(server);
    const response = await chat(user, 'how am I doing today?');
    expect(response.status).toBe(200);
    expect(response.body.response).toContain('not a JSON object');
  });

  it.each([
    ['empty', 'malformed_output'],
    ['slow', 'timeout'],
    ['server_error', 'provider_error'],
  ] as const)('answers 502 AI_PROVIDER_ERROR when the model fails twice (%s) and gives the message back', async (mode, reason) => {
    provider.state.mode = mode;
    const user = await createUser(server);
    const response = await chat(user, 'hello there');
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ error: 'AI_PROVIDER_ERROR' });
    expect(response.body.message).toContain('your monthly quota was not used');
    expect(provider.state.requests.length).toBe(2);
    expect(await usage(user)).toMatchObject({ aiAssistantMessages: 0 });
    expect(response.body.message).toContain(
      reason === 'timeout' ? 'did not answer in time' : reason === 'malformed_output' ? 'could not be used' : 'returned an error',
    );
  });

  it('removes what its tools logged when the model then fails, and refunds both counters', async () => {
    provider.state.mode = 'fail_after_log';
    const user = await createUser(server);
    const response = await chat(user, 'I ate an apple');
    expect(response.status).toBe(502);
    expect(await itemCount(user)).toBe(0);
    expect(await usage(user)).toMatchObject({ aiAssistantMessages: 0, aiFoodQueries: 0 });
  });

  it('speaks the reply for Pro users who ask for audio (OpenAI text-to-speech), never for free users', async () => {
    provider.state.mode = 'log';
    const pro = await createUser(server);
    await server.rest('PATCH', `/admin/users/${pro.id}/upgrade`, { token: admin.token, body: {} });
    const body = { message: 'I had two scrambled eggs', conversationHistory: [], clientDate: TODAY, clientTime: '08:00', tts: true };
    const spoken = await server.rest('POST', '/ai-assistant/chat', { token: pro.token, body });
    expect(spoken.body.audio).toBe(`data:audio/mpeg;base64,${Buffer.from('ID3 fake mp3').toString('base64')}`);
    expect(provider.state.spoken).toEqual(['Done! I logged your scrambled eggs for breakfast.']);
    const free = await createUser(server);
    const silent = await server.rest('POST', '/ai-assistant/chat', { token: free.token, body });
    expect(silent.body.audio).toBeNull();
    expect(provider.state.spoken).toHaveLength(1);
  });
});

/** Reads a server-sent event stream to its end: [event, data] pairs in order. */
async function streamedChat(user: TestUser, message: string): Promise<{ status: number; type: string; events: [string, unknown][]; json?: unknown }> {
  const response = await fetch(`${server.url}/api/ai-assistant/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ message, conversationHistory: [], clientDate: TODAY, clientTime: '08:00' }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream')) return { status: response.status, type, events: [], json: await response.json() };
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block): [string, unknown] => {
      const event = /^event: (.*)$/m.exec(block)![1]!;
      return [event, JSON.parse(/^data: (.*)$/m.exec(block)![1]!)];
    });
  return { status: response.status, type, events };
}

describe('streaming the reply (POST /api/ai-assistant/chat/stream)', () => {
  it('passes the model words on as they arrive, and ends with the same body as /chat', async () => {
    provider.state.mode = 'log';
    const user = await createUser(server);
    const streamed = await streamedChat(user, 'I had two scrambled eggs this morning');
    expect(streamed.status).toBe(200);
    expect(provider.state.requests.every((request) => request.stream === true)).toBe(true);
    const deltas = streamed.events.filter(([event]) => event === 'delta').map(([, data]) => (data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('Done! I logged your scrambled eggs for breakfast.');
    const [lastEvent, done] = streamed.events.at(-1)!;
    expect(lastEvent).toBe('done');
    // The tool call came in pieces and was put together: the food is logged.
    expect(await itemCount(user)).toBe(1);
    const other = await createUser(server);
    const plain = await chat(other, 'I had two scrambled eggs this morning');
    const normalise = (body: unknown) => JSON.parse(JSON.stringify(body).replace(/"id":"[^"]+"/g, '"id":"*"')) as unknown;
    expect(normalise(done)).toEqual(normalise(plain.body));
  });

  it('keeps the database figures in the final body when the streamed prose invented numbers', async () => {
    provider.state.mode = 'invented_numbers';
    const user = await createUser(server);
    const streamed = await streamedChat(user, 'log a banana');
    const done = streamed.events.at(-1)![1] as { response: string };
    expect(streamed.events.some(([event, data]) => event === 'delta' && (data as { text: string }).text.includes('9999'))).toBe(true);
    expect(done.response).not.toContain('9999');
    expect(done.response).toMatch(/^Logged to \*\*breakfast\*\*/);
  });

  it('answers an error before anything was streamed as the ordinary JSON error, with the quota given back', async () => {
    provider.state.mode = 'server_error';
    const user = await createUser(server);
    const streamed = await streamedChat(user, 'hello there');
    expect(streamed.status).toBe(502);
    expect(streamed.json).toMatchObject({ error: 'AI_PROVIDER_ERROR' });
    expect(await usage(user)).toMatchObject({ aiAssistantMessages: 0 });
  });

  it('checks input and sign-in as /chat does', async () => {
    const anonymous = await fetch(`${server.url}/api/ai-assistant/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hi', clientDate: TODAY }),
    });
    expect(anonymous.status).toBe(401);
    const user = await createUser(server);
    const empty = await fetch(`${server.url}/api/ai-assistant/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ message: '   ', clientDate: TODAY }),
    });
    expect(empty.status).toBe(400);
  });
});
