import { describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../orm.js';

describe('migrations', () => {
  it('leave the database exactly as the entities describe it', async () => {
    const orm = await MikroORM.init(ormOptions(process.env.TEST_DATABASE_URL!));
    try {
      const drift = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
      expect(drift.trim()).toBe('');
      expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
    } finally {
      await orm.close();
    }
  });
});
