import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { PunchesTable, TimeEntriesTable } from '../../db/schema.ts';

type Conn = Db | Tx;

/** A stored punch by the app's own id, with the entry it opened or closed. */
export async function findPunchByClientId(db: Conn, companyId: number, clientId: string) {
  const punch = await db
    .selectFrom('punches')
    .select('id')
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!punch) return undefined;
  const entry = await db
    .selectFrom('time_entries')
    .select('id')
    .where((eb) => eb.or([eb('punch_in_id', '=', punch.id), eb('punch_out_id', '=', punch.id)]))
    .limit(1)
    .executeTakeFirst();
  return { id: punch.id, time_entry_id: entry?.id ?? null };
}

export function findUserEmployee(db: Conn, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('employees as e', 'e.id', 'u.employee_id')
    .select(['u.employee_id', 'e.site_id'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The employee's last kept punch at or before this moment. */
export function findPreviousPunch(db: Conn, companyId: number, employeeId: number, at: string) {
  return db
    .selectFrom('punches')
    .select(['employee_id', 'punch_type', 'punched_at'])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('is_duplicate', '=', 0)
    .where('punched_at', '<=', at)
    .orderBy('punched_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The entry a clock-out punch belongs to: the employee's latest REGULAR entry begun before it that has
 * no clock-out punch yet, including one closed automatically while the phone was offline; never one a
 * clerk corrected or approved.
 */
export function findEntryAwaitingClockOut(db: Conn, companyId: number, employeeId: number, at: string) {
  return db
    .selectFrom('time_entries')
    .select(['id', 'original_clock_in_at', 'is_full_pay', 'job_id'])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('source', '=', 'REGULAR')
    .where('punch_out_id', 'is', null)
    .where('original_clock_out_at', 'is', null)
    .where('is_corrected', '=', 0)
    .where('approved_status', '=', 'un-approved')
    .where('deleted_at', 'is', null)
    .where('original_clock_in_at', '<=', at)
    .orderBy('original_clock_in_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertPunch(db: Conn, punch: Insertable<PunchesTable>): Promise<number> {
  const row = await db.insertInto('punches').values(punch).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEntry(db: Conn, entry: Insertable<TimeEntriesTable>): Promise<number> {
  const row = await db.insertInto('time_entries').values(entry).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(
  db: Conn,
  id: number,
  changes: Updateable<TimeEntriesTable>,
): Promise<void> {
  await db
    .updateTable('time_entries')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Closes an entry only while it is still open; false when another request closed it first. */
export async function closeOpenEntry(
  db: Conn,
  id: number,
  changes: Updateable<TimeEntriesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('time_entries')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('clock_out_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setLastClockIn(db: Conn, employeeId: number, at: string): Promise<void> {
  await db
    .updateTable('employees')
    .set({ last_clock_in: at })
    .where('id', '=', employeeId)
    .where((eb) => eb.or([eb('last_clock_in', 'is', null), eb('last_clock_in', '<', at)]))
    .execute();
}
