import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one bench run on the server at BENCH_DATABASE_ADMIN_URL; `drop` removes it. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `nutri_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
