import { PostgresAdapter, sql, type Insertable } from 'kysely';
import { isLive } from '../../db/live-entries.ts';
import { addDays } from '@portal/domain';
import type { Tx } from '../../db/database.ts';
import type { TimeEntriesTable } from '../../db/schema.ts';

/** Names the advisory locks of employees' time entries on PostgreSQL (any fixed number: it names them). */
const EMPLOYEE_ENTRIES_LOCK = 0x656e7472;

/**
 * Holds the employees' time entries for the rest of the transaction, so that what it checks against
 * them (a duplicate, an overlap, a second open entry) still holds when it writes: a concurrent change of
 * the same employees waits. Taken in employee order, so two changes never wait on each other. On SQLite
 * one connection runs one transaction at a time, which orders them already.
 */
export async function lockEmployeesEntries(tx: Tx, employeeIds: Iterable<number>): Promise<void> {
  if (!(tx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const id of [...new Set(employeeIds)].sort((a, b) => a - b))
    await sql`select pg_advisory_xact_lock(${EMPLOYEE_ENTRIES_LOCK}, ${id})`.execute(tx);
}

/**
 * The live entries of the added entries' employees that could touch them: any that began up to two
 * days before the earliest clock-in (no entry is longer) and before the latest clock-out.
 */
export function keptEntriesAround(
  db: Tx,
  companyId: number,
  added: { employee_id: number; clock_in_at: string; clock_out_at: string }[],
) {
  const from = addDays(added.map((a) => a.clock_in_at.slice(0, 10)).sort()[0]!, -2);
  const to = added.map((a) => a.clock_out_at).sort()[added.length - 1]!;
  return db
    .selectFrom('time_entries')
    .select(['id', 'employee_id', 'job_id', 'clock_in_at', 'clock_out_at', 'work_date'])
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', [...new Set(added.map((a) => a.employee_id))])
    .where(isLive())
    .where('clock_in_at', '>=', from)
    .where('clock_in_at', '<', to)
    .execute();
}

/** Stores a manual entry; its id. */
export async function insertManualEntry(tx: Tx, entry: Insertable<TimeEntriesTable>): Promise<number> {
  const row = await tx.insertInto('time_entries').values(entry).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
