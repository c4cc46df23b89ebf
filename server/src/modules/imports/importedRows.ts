import { createHash } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Content hashes, with identical records in one file told apart by their order (two bananas at breakfast are two).
 * The hasher is called record by record, in file order, so a large file can be hashed page by page.
 */
export function createContentHasher(kind: string): (record: unknown) => string {
  const seen = new Map<string, number>();
  return (record) => {
    const base = sha([kind, record]);
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return sha([base, occurrence]);
  };
}

export function contentHashes(records: readonly unknown[], kind: string): string[] {
  return records.map(createContentHasher(kind));
}

export function sortedNutrients(nutrients: Record<string, number>): [string, number][] {
  return Object.entries(nutrients).sort(([a], [b]) => a.localeCompare(b));
}

/** Claims the hashes not imported before; returns which records are new. */
export async function claim(trx: Knex.Transaction, userId: string, importId: string, hashes: string[]): Promise<Set<string>> {
  const result = await trx.raw<{ rows: { content_hash: string }[] }>(
    `insert into imported_rows (user_id, content_hash, import_id) select ?, h, ? from jsonb_array_elements_text(?::jsonb) h
     on conflict do nothing returning content_hash`,
    [userId, importId, JSON.stringify(hashes)],
  );
  return new Set(result.rows.map((row) => row.content_hash));
}
