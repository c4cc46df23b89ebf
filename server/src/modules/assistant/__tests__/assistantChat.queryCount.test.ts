import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
let statements: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  server.orm.em
    .getConnection()
    .getKnex()
    .on('query', (query: { sql: string }) => statements.push(query.sql));
}, 60_000);
afterAll(() => server.close());

const chat = (token: string, message: string) =>
  server.rest('POST', '/ai-assistant/chat', {
    token,
    body: { message, clientDate: '2026-11-23', clientTime: '12:30', type: 'general', conversationHistory: [] },
  });

describe('database round trips of one chat message', () => {
  it('logs a three-item sentence without a query per item', async () => {
    const user = await createUser(server);
    await chat(user.token, 'a banana');
    statements = [];
    const response = await chat(user.token, 'two scrambled eggs, a slice of whole wheat toast and a cup of orange juice');
    expect(response.status).toBe(200);
    if (process.env.SHOW_SQL) console.log(statements.join('\n'));
    expect(statements.length).toBeLessThanOrEqual(12);
  });
  it('answers a question about the day in a handful of statements', async () => {
    const user = await createUser(server);
    statements = [];
    const response = await chat(user.token, 'how much protein have I had today?');
    expect(response.status).toBe(200);
    if (process.env.SHOW_SQL) console.log(statements.join('\n'));
    expect(statements.length).toBeLessThanOrEqual(5);
  });
});
