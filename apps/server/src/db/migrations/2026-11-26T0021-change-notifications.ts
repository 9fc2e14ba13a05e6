import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * PostgreSQL tells every instance, when a transaction commits, that a request's authorization or a
 * company's data revision changed (platform/authorization-cache.ts): whoever made the change, through
 * whichever instance or none. A NOTIFY is delivered only after its transaction commits, and not at all
 * when it rolls back. Only the columns an authorization reads: a sign-in's new session or a user's
 * last-seen time sends nothing.
 */
const TRIGGERS = [
  ['sessions', 'update of token_id, user_id, revoked_at, expires_at or delete'],
  ['users', 'update of company_id, name, role_id, is_active or delete'],
  ['roles', 'update of name or delete'],
  ['role_permissions', 'insert or update or delete'],
  ['companies', 'update of code or delete'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function notify_authorization_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_changes', 'authorization');
      return null;
    end $$`.execute(db);
  await sql`
    create function notify_data_revision() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_changes', 'revision ' || new.id || ' ' || new.data_revision);
      return null;
    end $$`.execute(db);
  for (const [table, events] of TRIGGERS) {
    await sql
      .raw(
        `create trigger ${table}_authorization_change after ${events} on ${table} ` +
          'for each statement execute function notify_authorization_change()',
      )
      .execute(db);
  }
  await sql`
    create trigger companies_data_revision after update of data_revision on companies for each row
    when (old.data_revision is distinct from new.data_revision) execute function notify_data_revision()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger companies_data_revision on companies`.execute(db);
  for (const [table] of TRIGGERS) {
    await sql.raw(`drop trigger ${table}_authorization_change on ${table}`).execute(db);
  }
  await sql`drop function notify_data_revision()`.execute(db);
  await sql`drop function notify_authorization_change()`.execute(db);
}
