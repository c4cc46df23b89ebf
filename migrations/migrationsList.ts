import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121120000Accounts } from './Migration20261121120000Accounts.js';
import { Migration20261121140000Food } from './Migration20261121140000Food.js';
import { Migration20261121150000SupplementsBloodwork } from './Migration20261121150000SupplementsBloodwork.js';
import { Migration20261121160000SavedMeals } from './Migration20261121160000SavedMeals.js';
import { Migration20261121170000Analysis } from './Migration20261121170000Analysis.js';
import { Migration20261123100000RepairPoisonedRows } from './Migration20261123100000RepairPoisonedRows.js';
import { Migration20261123100100SearchThrottle } from './Migration20261123100100SearchThrottle.js';
import { Migration20261123110000PasswordReset } from './Migration20261123110000PasswordReset.js';
import { Migration20261123120000DataDisclosure } from './Migration20261123120000DataDisclosure.js';
import { Migration20261123130000Payments } from './Migration20261123130000Payments.js';
import { Migration20261123140000RecentFoods } from './Migration20261123140000RecentFoods.js';
import { Migration20261123150000Assistant } from './Migration20261123150000Assistant.js';
import { Migration20261123160000AdminArea } from './Migration20261123160000AdminArea.js';
import { Migration20261123170000Notifications } from './Migration20261123170000Notifications.js';
import { Migration20261123180000DataImports } from './Migration20261123180000DataImports.js';
import { Migration20261123190000Social } from './Migration20261123190000Social.js';
import { Migration20261124010000BloodworkUploadProgress } from './Migration20261124010000BloodworkUploadProgress.js';
import { Migration20261124100000BloodworkReview } from './Migration20261124100000BloodworkReview.js';
import { Migration20261124110000AdminRollups } from './Migration20261124110000AdminRollups.js';
import { Migration20261124120000ExportJobs } from './Migration20261124120000ExportJobs.js';
import { Migration20261125060000ImportItems } from './Migration20261125060000ImportItems.js';

// Listed explicitly (not discovered from disk) so migrations run the same under tsx, jest and any bundler.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121120000Accounts', class: Migration20261121120000Accounts },
  { name: 'Migration20261121140000Food', class: Migration20261121140000Food },
  { name: 'Migration20261121150000SupplementsBloodwork', class: Migration20261121150000SupplementsBloodwork },
  { name: 'Migration20261121160000SavedMeals', class: Migration20261121160000SavedMeals },
  { name: 'Migration20261121170000Analysis', class: Migration20261121170000Analysis },
  { name: 'Migration20261123100000RepairPoisonedRows', class: Migration20261123100000RepairPoisonedRows },
  { name: 'Migration20261123100100SearchThrottle', class: Migration20261123100100SearchThrottle },
  { name: 'Migration20261123110000PasswordReset', class: Migration20261123110000PasswordReset },
  { name: 'Migration20261123120000DataDisclosure', class: Migration20261123120000DataDisclosure },
  { name: 'Migration20261123130000Payments', class: Migration20261123130000Payments },
  { name: 'Migration20261123140000RecentFoods', class: Migration20261123140000RecentFoods },
  { name: 'Migration20261123150000Assistant', class: Migration20261123150000Assistant },
  { name: 'Migration20261123160000AdminArea', class: Migration20261123160000AdminArea },
  { name: 'Migration20261123170000Notifications', class: Migration20261123170000Notifications },
  { name: 'Migration20261123180000DataImports', class: Migration20261123180000DataImports },
  { name: 'Migration20261123190000Social', class: Migration20261123190000Social },
  { name: 'Migration20261124010000BloodworkUploadProgress', class: Migration20261124010000BloodworkUploadProgress },
  { name: 'Migration20261124100000BloodworkReview', class: Migration20261124100000BloodworkReview },
  { name: 'Migration20261124110000AdminRollups', class: Migration20261124110000AdminRollups },
  { name: 'Migration20261124120000ExportJobs', class: Migration20261124120000ExportJobs },
  { name: 'Migration20261125060000ImportItems', class: Migration20261125060000ImportItems },
];
