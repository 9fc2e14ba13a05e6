import { DEFAULT_SETTINGS, type Settings, type SettingsRow } from '@portal/domain';
import { sql, type Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-query.ts';
import type { Db, Tx } from '../../db/database.ts';
import type { SettingsTable } from '../../db/schema.ts';

type Conn = Db | Tx;

/** The company's time-keeping columns of its settings row, or undefined without one. */
export async function timeRules(db: Conn, companyId: number): Promise<SettingsRow | undefined> {
  const [row] = await settingsRow(db, companyId);
  return row;
}

/** The time-keeping columns only: not the mail server's, whose password nearly no reader needs. */
const TIME_RULE_COLUMNS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/** Compiled once: the settings are read by nearly every request about time. */
const settingsRow = compiledOnce((db, companyId: number) =>
  db.selectFrom('settings').select(TIME_RULE_COLUMNS).where('company_id', '=', companyId),
);

export function findSettings(db: Conn, companyId: number, id: number) {
  return db
    .selectFrom('settings as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .selectAll('s')
    .select('c.code as company_code')
    .where('s.company_id', '=', companyId)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export async function updateSettings(
  db: Conn,
  companyId: number,
  id: number,
  changes: Updateable<SettingsTable>,
) {
  await db
    .updateTable('settings')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function postgresDatabaseSize(db: Conn): Promise<number> {
  const r = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(db);
  return Number(r.rows[0]?.size ?? 0);
}

/** A consistent copy of the whole SQLite database in one file, taken while the portal keeps running. */
export async function sqliteSnapshot(db: Conn, file: string): Promise<void> {
  await sql`vacuum into ${file}`.execute(db);
}

export async function userEmail(db: Conn, userId: number): Promise<string> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
    .email;
}

/** The company's overtime policy as stored (null: federal); undefined without a settings row. */
export function overtimePolicyOfCompany(db: Conn, companyId: number) {
  return db
    .selectFrom('settings')
    .select('overtime_policy')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The company's sites, by name, with their own overtime policies as stored (null: the company's). */
export function sitePolicies(db: Conn, companyId: number) {
  return db
    .selectFrom('sites')
    .select(['id', 'code', 'name', 'overtime_policy'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function setCompanyOvertimePolicy(db: Conn, companyId: number, policy: string | null) {
  await db
    .updateTable('settings')
    .set({ overtime_policy: policy })
    .where('company_id', '=', companyId)
    .execute();
}

export async function setSiteOvertimePolicy(
  db: Conn,
  companyId: number,
  siteId: number,
  policy: string | null,
) {
  await db
    .updateTable('sites')
    .set({ overtime_policy: policy })
    .where('company_id', '=', companyId)
    .where('id', '=', siteId)
    .execute();
}
