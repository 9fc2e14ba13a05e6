import Database from 'better-sqlite3';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The only tables without company_id: the migration bookkeeping, which holds no company's data. */
const WITHOUT_COMPANY = new Set(['companies', 'kysely_migration', 'kysely_migration_lock']);

/**
 * Cuts a copy of the SQLite database down to one company. One file may hold several companies, and an
 * administrator must not carry away another company's rows, nor what SQLite derived from them:
 * - a table that holds rows but no company_id stops the backup (fail closed, not copied whole);
 * - the planner's statistics (sqlite_stat1, sqlite_stat4) sample index keys of every row, e-mails and
 *   session ids included: they are emptied and gathered again from the rows that remain;
 * - sqlite_sequence would tell how many rows the others made: it restarts from the remaining rows;
 * - the copy is vacuumed afterwards so no freed page keeps their bytes.
 */
export function keepOnlyCompany(file: string, companyId: number): void {
  const db = new Database(file);
  try {
    db.pragma('foreign_keys = OFF');
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    const scoped = tables.filter((table) => {
      const columns = db.pragma(`table_info(${quote(table)})`) as { name: string }[];
      if (columns.some((c) => c.name === 'company_id')) return true;
      if (!WITHOUT_COMPANY.has(table)) throw new Error(`backup: table ${table} has no company_id`);
      return false;
    });
    db.transaction(() => {
      for (const table of scoped)
        db.prepare(`delete from ${quote(table)} where company_id <> ?`).run(companyId);
      db.prepare('delete from companies where id <> ?').run(companyId);
      for (const stat of ['sqlite_stat1', 'sqlite_stat4']) {
        if (tableExists(db, stat)) db.exec(`delete from ${stat}`);
      }
      if (tableExists(db, 'sqlite_sequence')) {
        for (const name of db.prepare('select name from sqlite_sequence').pluck().all() as string[]) {
          db.prepare(
            `update sqlite_sequence set seq = (select coalesce(max(rowid), 0) from ${quote(name)}) where name = ?`,
          ).run(name);
        }
      }
    })();
    db.exec('analyze');
    db.exec('vacuum');
  } finally {
    db.close();
  }
}

function tableExists(db: Database.Database, name: string): boolean {
  return db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
}
