import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createLogger } from '../../logger.js';
import { startEmbeddedPostgres } from '../embeddedPostgres.js';
import { openDatabase } from '../orm.js';

describe('embedded PostgreSQL (the default of `npm start`)', () => {
  it('initialises, migrates, and keeps data across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-embedded-'));
    fs.chmodSync(dataDir, 0o777); // as root, PostgreSQL runs as its own system user and must be able to write here
    const logger = createLogger('silent');
    const port = 55000 + Math.floor(Math.random() * 5000);
    try {
      const first = await startEmbeddedPostgres(dataDir, port, logger);
      let orm = await openDatabase(first.url, logger);
      await orm.em.fork().execute(
        `insert into users (id, email, password_hash, first_name, health_goals, dietary_preferences, custom_macro_preferences, created_at, updated_at)
         values (gen_random_uuid(), 'kept@nutri.dev', 'x', 'Kept', '{}', '{}', '{}', now(), now())`,
      );
      await orm.close();
      await first.stop();

      const second = await startEmbeddedPostgres(dataDir, port, logger);
      orm = await openDatabase(second.url, logger);
      const rows = await orm.em.fork().execute("select first_name from users where email = 'kept@nutri.dev'");
      expect(rows).toEqual([{ first_name: 'Kept' }]);
      await orm.close();
      await second.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
