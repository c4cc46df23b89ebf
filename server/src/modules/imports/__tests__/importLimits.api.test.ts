import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { IMPORT_MAX_BYTES } from '../dataImport.service.js';
import { MAX_IMPORT_ROWS } from '../csvTable.js';
import { importFilePool } from '../importFileReader.js';
import { importRowCounts, previewOverGraphQL, uploadImport } from './importFiles.js';

const PREVIEW = 'mutation ($input: PreviewImportInput!) { previewImport(input: $input) { dataImport { id foodItems } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A Lose It! food log of `rows` rows, each padded so the file reaches the size a test needs. */
function loseItFile(rows: number, nameLength = 10): Buffer {
  const lines = ['Date,Name,Type,Quantity,Units,Calories,Fat (g),Protein (g),Carbohydrates (g)'];
  for (let index = 0; index < rows; index += 1) lines.push(`3/${(index % 28) + 1}/2024,${`Food ${index}`.padEnd(nameLength, '.')},Lunch,1,Each,120,3,4,12`);
  return Buffer.from(lines.join('\n'));
}

describe('import limits', () => {
  it('reads the file on the import worker, not on the request thread', async () => {
    const user = await createUser(server);
    const pending = uploadImport(server, user.token, 'loseit', loseItFile(60_000));
    let sawWorkerBusy = false;
    for (let attempt = 0; attempt < 400 && !sawWorkerBusy; attempt++) {
      sawWorkerBusy = importFilePool.busyCount > 0;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(sawWorkerBusy).toBe(true);
    expect((await pending).status).toBe(201);
  }, 60_000);

  it('refuses a file with too many columns, clearly', async () => {
    const user = await createUser(server);
    const header = ['Date', 'Name', 'Type', 'Calories', ...Array.from({ length: 300 }, (_, index) => `Extra ${index}`)].join(',');
    const preview = await uploadImport(server, user.token, 'loseit', Buffer.from(`${header}\n3/1/2024,Apple,Lunch,95\n`));
    expect(preview.status).toBe(400);
    expect(preview.body.message).toContain('more than 250 columns');
  });

  it('refuses a file past the row limit, clearly, keeping none of the pages it had already read', async () => {
    const user = await createUser(server);
    const preview = await uploadImport(server, user.token, 'loseit', loseItFile(MAX_IMPORT_ROWS + 1));
    expect(preview.status).toBe(400);
    expect(preview.body.message).toContain('more than 200,000 rows');
    expect(await importRowCounts(server, user.token)).toEqual({ logItems: 0, imports: 0, keptItems: 0 });
  }, 120_000);

  it('takes the same largest file over GraphQL as over REST (beyond the 10 MB of other uploads), and says so past it', async () => {
    const user = await createUser(server);
    const twelveMb = loseItFile(80_000, 120);
    expect(twelveMb.length).toBeGreaterThan(11 * 1024 * 1024);
    const accepted = await previewOverGraphQL(server, user.token, PREVIEW, 'loseit', twelveMb);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.previewImport.dataImport.foodItems).toBe(80_000);

    const tooLarge = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    const overGraphQL = await previewOverGraphQL(server, user.token, PREVIEW, 'loseit', tooLarge);
    expect(overGraphQL.errors![0]).toMatchObject({
      message: 'The file is larger than 50 MB. Export a shorter date range.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const overRest = await uploadImport(server, user.token, 'loseit', tooLarge);
    expect(overRest.status).toBe(413);
    expect(overRest.body.message).toContain('larger than 50 MB');
  }, 120_000);
});
