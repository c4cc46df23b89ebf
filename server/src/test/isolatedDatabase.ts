import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/orm.js';

export interface IsolatedDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own, for tests whose background work scans whole tables (billing renewals)
 * and must not meet rows other test files create in the shared run database at the same time.
 */
export async function createIsolatedDatabase(): Promise<IsolatedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_ADMIN_URL is not set: run tests through jest (globalSetup).');
  const name = `nutri_test_iso_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await openDatabase(url.toString());
  await orm.close();
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
