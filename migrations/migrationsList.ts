import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121120000Accounts } from './Migration20261121120000Accounts.js';
import { Migration20261121140000Food } from './Migration20261121140000Food.js';
import { Migration20261121150000SupplementsBloodwork } from './Migration20261121150000SupplementsBloodwork.js';
import { Migration20261121160000SavedMeals } from './Migration20261121160000SavedMeals.js';
import { Migration20261121170000Analysis } from './Migration20261121170000Analysis.js';

// Listed explicitly (not discovered from disk) so migrations run the same under tsx, jest and any bundler.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121120000Accounts', class: Migration20261121120000Accounts },
  { name: 'Migration20261121140000Food', class: Migration20261121140000Food },
  { name: 'Migration20261121150000SupplementsBloodwork', class: Migration20261121150000SupplementsBloodwork },
  { name: 'Migration20261121160000SavedMeals', class: Migration20261121160000SavedMeals },
  { name: 'Migration20261121170000Analysis', class: Migration20261121170000Analysis },
];
