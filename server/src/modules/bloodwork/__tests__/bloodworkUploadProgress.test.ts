import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { findUploadProgress, uploadProgressRecorder } from '../bloodworkUploadProgress.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('upload progress', () => {
  it('is visible to a poll from another process while the upload runs inside a transaction that has not committed', async () => {
    const ids = { ownerId: databaseIdOf(await createUser(server)), uploadId: randomUUID() };
    const poll = () => findUploadProgress(server.orm.em.fork(), ids);
    await server.orm.em.fork().transactional(async (tx) => {
      await tx.execute('select 1');
      const recorder = uploadProgressRecorder(tx, ids);
      recorder.onProgress({ pagesDone: 1, pagesTotal: 3 });
      // The recorder writes in the background; wait until its write shows instead of for a fixed time.
      for (let tries = 0; tries < 50 && !(await poll()); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await poll()).toEqual({ pagesDone: 1, pagesTotal: 3 });
      await recorder.finish();
      expect(await poll()).toBeNull();
    });
  });
});
