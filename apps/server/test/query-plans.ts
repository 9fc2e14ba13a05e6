import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Engine } from '../src/db/database.ts';
import type { DB } from '../src/db/schema.ts';

/**
 * The plan the database would run a statement with, one line per step: SQLite's EXPLAIN QUERY PLAN
 * details or PostgreSQL's EXPLAIN lines. The parameters are written into the statement, as EXPLAIN
 * takes no bound parameters on PostgreSQL.
 */
export async function queryPlan(db: Kysely<DB>, engine: Engine, query: CompiledQuery): Promise<string> {
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  const rest = [...query.parameters];
  const inlined =
    engine === 'sqlite'
      ? query.sql.replace(/\?/g, () => literal(rest.shift()))
      : query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]));
  const explain = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await sql.raw<Record<string, unknown>>(explain + inlined).execute(db);
  return rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n');
}

/** A view of `db` that keeps every statement run through it, compiled, so a test can read their plans. */
export function recordingQueries(db: Kysely<DB>): { db: Kysely<DB>; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const executor = db.getExecutor();
  return {
    statements,
    db: db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        statements.push(executor.compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    }),
  };
}
