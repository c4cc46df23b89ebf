import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121120000Accounts } from './Migration20261121120000Accounts.js';

// Listed explicitly (not discovered from disk) so migrations run the same under tsx, jest and any bundler.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121120000Accounts', class: Migration20261121120000Accounts },
];
