import { Migration } from '@mikro-orm/migrations';

/** A stored lab value is readable when its numbers are JSON numbers (an overflow was stored as null). */
const repairValues = (column: string, numbers: string[]) => {
  const isReadable = numbers.map((key) => `jsonb_typeof(v->'${key}') = 'number'`).join(' and ');
  return `update "bloodwork_entries" e set "${column}" = coalesce((
      select jsonb_agg(v order by i) from jsonb_array_elements(e."${column}") with ordinality as t(v, i) where ${isReadable}
    ), '[]'::jsonb)
    where jsonb_typeof(e."${column}") <> 'array'
       or exists (select 1 from jsonb_array_elements(e."${column}") v where not coalesce(${isReadable}, false));`;
};

/**
 * Repairs rows written before input was checked, which made every later read of the account fail: an empty or unknown
 * time zone becomes UTC, and lab values whose number overflowed (stored as null) are removed from their entry.
 */
export class Migration20261123100000RepairPoisonedRows extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "users" set "timezone" = 'UTC'
      where "timezone" !~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$'
         or not exists (select 1 from pg_timezone_names where name = "users"."timezone");`);
    this.addSql(repairValues('lab_values', ['value', 'printedValue']));
    this.addSql(repairValues('unmatched', ['value']));
  }

  override async down(): Promise<void> {
    // Nothing to undo: the removed values were unreadable and the replaced time zones invalid.
  }
}
