import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { fixture, previewOverGraphQL } from './importFiles.js';

const PREVIEW = `mutation ($input: PreviewImportInput!) { previewImport(input: $input) {
  dataImport { id source status days foodItems quickAddItems dateRange { from to } notUnderstood } } }`;
const CONFIRM = 'mutation ($input: ConfirmImportInput!) { confirmImport(input: $input) { dataImport { id status written alreadyImported } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('previewImport and confirmImport over GraphQL', () => {
  it('previews, confirms once, and keeps the import to its owner', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const preview = await previewOverGraphQL(server, owner.token, PREVIEW, 'myfitnesspal', await fixture('myfitnesspal-nutrition-summary.csv'));
    expect(preview.errors).toBeUndefined();
    const dataImport = preview.data!.previewImport.dataImport;
    expect(dataImport).toMatchObject({ source: 'myfitnesspal', status: 'preview', days: 2, foodItems: 6, quickAddItems: 6 });

    const stolen = await server.graphql(CONFIRM, { input: { id: dataImport.id } }, other.token);
    expect(stolen.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const confirmed = await server.graphql<{ confirmImport: { dataImport: Record<string, unknown> } }>(CONFIRM, { input: { id: dataImport.id } }, owner.token);
    expect(confirmed.data!.confirmImport.dataImport).toMatchObject({ status: 'imported', written: 6, alreadyImported: 0 });
    const twice = await server.graphql(CONFIRM, { input: { id: dataImport.id } }, owner.token);
    expect(twice.errors![0]!.extensions!.code).toBe('CONFLICT');
  });

  it('answers a wrong source or an unreadable file with BAD_USER_INPUT', async () => {
    const user = await createUser(server);
    const wrongSource = await previewOverGraphQL(server, user.token, PREVIEW, 'fitbit', Buffer.from('a,b\n1,2'));
    expect(wrongSource.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const labsAsFood = await previewOverGraphQL(server, user.token, PREVIEW, 'cronometer', await fixture('labs.csv'));
    expect(labsAsFood.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(labsAsFood.errors![0]!.message).toContain('does not look like a Cronometer export');
  });
});
