import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * A counter per company and week that punches move on instead of the company's data revision
 * (platform/data-revision.ts): phones clocking in this week leave every clerk's cached grid of last
 * week where it is. On PostgreSQL each change is notified at commit, as the company's revision is
 * (migration 2026-11-26T0021), so instances keep the counters in memory.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('week_revisions')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('week_revisions_pkey', ['company_id', 'week_start'])
    .execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function notify_week_revision() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_changes', 'week ' || new.company_id || ' ' || new.week_start || ' ' || new.revision);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger week_revisions_change after insert or update of revision on week_revisions for each row
    execute function notify_week_revision()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger week_revisions_change on week_revisions`.execute(db);
    await sql`drop function notify_week_revision()`.execute(db);
  }
  await db.schema.dropTable('week_revisions').execute();
}
