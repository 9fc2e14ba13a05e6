import SQLite from 'better-sqlite3';
import type { Insertable } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { DB } from '../src/db/schema.ts';

type Table = 'jobs' | 'employees' | 'punches' | 'time_entries';
type Rows = { [T in Table]: [T, Insertable<DB[T]>[]] }[Table];

export interface BulkWriter {
  /** Inserts every batch of rows, in order, in one transaction. */
  write(batches: Rows[]): Promise<void>;
  close(): void;
}

/** Rows per multi-row INSERT on PostgreSQL: well under its 65,535 parameters for the widest table. */
const PG_BATCH = 400;

/**
 * Bulk inserts for the generator. On SQLite a second better-sqlite3 connection to the same file runs
 * one prepared single-row INSERT per table, which is several times faster than building multi-row SQL;
 * on PostgreSQL multi-row INSERTs go through Kysely. Every row of a table must have the same columns.
 */
export function bulkWriter(handle: DatabaseHandle): BulkWriter {
  if (handle.sqliteFile) return sqliteWriter(handle.sqliteFile);
  const { db } = handle;
  return {
    write: (batches) =>
      db.transaction().execute(async (tx) => {
        for (const [table, rows] of batches) {
          for (let i = 0; i < rows.length; i += PG_BATCH) {
            await tx
              .insertInto(table)
              .values(rows.slice(i, i + PG_BATCH) as never)
              .execute();
          }
        }
      }),
    close: () => {},
  };
}

function sqliteWriter(file: string): BulkWriter {
  const sqlite = new SQLite(file);
  sqlite.pragma('busy_timeout = 5000');
  // A throw-away data set: no need to survive a power cut, and a large cache keeps the indexes in memory.
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const statements = new Map<string, SQLite.Statement>();
  const statement = (table: string, row: object) => {
    let s = statements.get(table);
    if (!s) {
      const columns = Object.keys(row);
      s = sqlite.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      statements.set(table, s);
    }
    return s;
  };
  const insert = sqlite.transaction((batches: Rows[]) => {
    for (const [table, rows] of batches) {
      for (const row of rows) statement(table, row).run(row);
    }
  });
  return {
    write: async (batches) => insert(batches),
    close: () => sqlite.close(),
  };
}
