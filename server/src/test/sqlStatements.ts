import type { MikroORM } from '@mikro-orm/postgresql';

export interface SqlStatement {
  sql: string;
  bindings: unknown[];
}

/**
 * The SQL statements sent over `orm`'s connection while `work` runs, and what `work` returned. Every EntityManager
 * fork and raw query shares that connection, so a request served by a test server is seen whole; anything else the
 * server sends meanwhile counts too, so tests measure one request at a time.
 */
export async function statementsDuring<T>(orm: MikroORM, work: () => Promise<T>): Promise<{ result: T; statements: SqlStatement[] }> {
  const statements: SqlStatement[] = [];
  const record = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  const knex = orm.em.getConnection().getKnex();
  knex.on('query', record);
  try {
    const result = await work();
    return { result, statements };
  } finally {
    knex.off('query', record);
  }
}

/** How many SQL statements `work` sends (see statementsDuring); for "the same statements for 2 rows or 50" tests. */
export async function countStatements(orm: MikroORM, work: () => Promise<unknown>): Promise<number> {
  return (await statementsDuring(orm, work)).statements.length;
}
