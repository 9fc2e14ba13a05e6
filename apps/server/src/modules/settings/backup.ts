import Database from 'better-sqlite3';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Cuts a copy of the SQLite database down to one company. One file may hold several companies, and an
 * administrator must not carry away another company's rows; the copy is vacuumed afterwards so no
 * freed page keeps their bytes. Tables without company_id (the migration bookkeeping) stay whole.
 */
export function keepOnlyCompany(file: string, companyId: number): void {
  const db = new Database(file);
  try {
    db.pragma('foreign_keys = OFF');
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    db.transaction(() => {
      for (const table of tables) {
        const columns = db.pragma(`table_info(${quote(table)})`) as { name: string }[];
        if (columns.some((c) => c.name === 'company_id'))
          db.prepare(`delete from ${quote(table)} where company_id <> ?`).run(companyId);
      }
      db.prepare('delete from companies where id <> ?').run(companyId);
    })();
    db.exec('vacuum');
  } finally {
    db.close();
  }
}
