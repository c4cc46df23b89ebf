import 'reflect-metadata';
import { loadConfig } from '../../config.js';
import { startEmbeddedPostgres } from '../../db/embeddedPostgres.js';
import { openDatabase } from '../../db/orm.js';
import { createLogger } from '../../logger.js';
import { promoteAdmins } from '../auth/auth.service.js';

// `npm run admin:promote -- someone@example.com [...]`: uses the same database `npm start` uses.
const emails = process.argv.slice(2);
if (!emails.length) {
  console.error('usage: npm run admin:promote -- <email> [<email> ...]');
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger('warn');
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
const orm = await openDatabase(config.databaseUrl ?? embedded!.url, logger);
const promoted = await promoteAdmins(orm.em.fork(), emails);
await orm.close();
await embedded?.stop();
const missing = emails.filter((email) => !promoted.includes(email.trim().toLowerCase()));
for (const email of promoted) console.log(`${email} is now an admin`);
for (const email of missing) console.error(`no account for ${email}`);
process.exit(missing.length ? 1 : 0);
