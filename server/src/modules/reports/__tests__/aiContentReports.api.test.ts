import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

const report = (user: TestUser, body: Record<string, unknown>) => server.rest('POST', '/ai-content-reports', { token: user.token, body });

describe('AI content reports', () => {
  it('accepts a reason by slug or label, defaults contentType and content, and answers 409 for a repeat', async () => {
    const user = await createUser(server);
    const created = await report(user, { reason: 'Harmful dietary recommendations', description: 'Suggested 500 kcal a day.', content: 'Eat 500 kcal a day.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      reason: 'harmful',
      reasonLabel: 'Harmful dietary recommendations',
      contentType: 'ai_assistant',
      status: 'pending',
      adminNotes: null,
    });

    const again = await report(user, { reason: 'other', description: 'still bad', content: 'Eat 500 kcal a day.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this content. Each piece of content can only be reported once.');
    // Another user may report the same content; the same user may report other content, or no content, repeatedly.
    expect((await report(await createUser(server), { reason: 'spam', content: 'Eat 500 kcal a day.' })).status).toBe(201);
    expect((await report(user, { reason: 'spam', content: 'Eat 500 kcal a day.', contentType: 'analysis' })).status).toBe(201);
    expect((await report(user, { reason: 'inaccurate' })).status).toBe(201);
    expect((await report(user, { reason: 'inaccurate' })).status).toBe(201);

    const mine = await server.rest('GET', '/ai-content-reports/my-reports', { token: user.token });
    expect(mine.body).toMatchObject({ total: 4, page: 1, limit: 10 });
  });

  it('answers 400 for unknown reasons and bad content types, 401 when signed out', async () => {
    const user = await createUser(server);
    const unknown = await report(user, { reason: 'boring' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("'boring' is not a report reason. Use one of: inappropriate, medical_advice");
    expect((await report(user, { reason: 'spam', contentType: 'Not A Slug' })).status).toBe(400);
    expect((await report(user, {})).status).toBe(400);
    expect((await server.rest('POST', '/ai-content-reports', { body: { reason: 'spam' } })).status).toBe(401);
  });

  it('lets admins list every report and set status and notes; others get 403', async () => {
    const user = await createUser(server);
    const created = await report(user, { reason: 'medical_advice', content: `Stop your medication ${Date.now()}` });
    expect((await server.rest('GET', '/ai-content-reports/admin/all', { token: user.token })).status).toBe(403);
    expect((await server.rest('PATCH', `/ai-content-reports/admin/${created.body.id}`, { token: user.token, body: { status: 'resolved' } })).status).toBe(403);

    const all = await server.rest('GET', '/ai-content-reports/admin/all?status=pending&limit=100', { token: admin.token });
    expect(all.status).toBe(200);
    const listed = (all.body.reports as { id: string; reporter: { email: string } }[]).find((row) => row.id === created.body.id)!;
    expect(listed.reporter.email).toBe(user.email);

    const reviewed = await server.rest('PATCH', `/ai-content-reports/admin/${created.body.id}`, {
      token: admin.token,
      body: { status: 'resolved', adminNotes: 'Prompt fixed.' },
    });
    expect(reviewed.body).toMatchObject({ status: 'resolved', adminNotes: 'Prompt fixed.' });
    expect((await server.rest('PATCH', `/ai-content-reports/admin/${created.body.id}`, { token: admin.token, body: { status: 'archived' } })).status).toBe(400);
    const mine = await server.rest('GET', '/ai-content-reports/my-reports', { token: user.token });
    expect((mine.body.reports as { status: string }[])[0]!.status).toBe('resolved');
  });
});
