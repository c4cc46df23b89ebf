import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_DATABASE_NAME && process.env.TEST_DATABASE_ADMIN_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists "${process.env.TEST_DATABASE_NAME}" with (force)`);
    await client.end();
  }
  const embedded = globalThis.nutriTestPostgres;
  if (embedded) {
    embedded.kill('SIGTERM');
    await new Promise((resolve) => embedded.once('exit', resolve));
  }
}
