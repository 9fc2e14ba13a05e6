import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { isLive, isOpen } from '../../db/live-entries.ts';
import { compiledOnce } from '../../db/compiled-query.ts';
import type { Db, Engine, Tx } from '../../db/database.ts';
import type { AuditLogsTable, PunchesTable, TimeEntriesTable } from '../../db/schema.ts';
import { JOB_RULE_COLUMNS } from '../time-entries/service.ts';
import type { Employee, Job, PunchRef, StoredEntry } from './apply-batch.ts';

/*
 * The SQL of a punch batch: a few reads of everything the batch's punches need, then one statement per
 * table for what they change. Each read is one statement whatever the batch's size. Each is compiled
 * once per shape (its lists' and rows' lengths): building them each time cost the punch writer thread
 * more than a fifth of its time.
 */

type Conn = Db | Tx;

/**
 * The batch's employees. On PostgreSQL their rows are locked (in id order, so two batches never wait on
 * each other in a circle) until the batch commits: concurrent batches for one employee run one after
 * the other and each sees the entries the one before it left.
 */
export function employeesForBatch(
  tx: Tx,
  engine: Engine,
  companyId: number,
  ids: number[],
): Promise<Employee[]> {
  return (engine === 'postgres' ? employeesLocked : employees)(tx, companyId, ids);
}

const employeesQuery = (db: Conn, companyId: number, ids: readonly number[]) =>
  db
    .selectFrom('employees')
    .select(['id', 'site_id', 'is_active', 'first_name', 'last_name', 'code', 'subcontractor_company_id'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .orderBy('id');
const employees = compiledOnce(employeesQuery);
const employeesLocked = compiledOnce((db, companyId: number, ids: readonly number[]) =>
  employeesQuery(db, companyId, ids).forNoKeyUpdate(),
);

export const jobsByIds: (db: Conn, companyId: number, ids: readonly number[]) => Promise<Job[]> =
  compiledOnce((db, companyId: number, ids: readonly number[]) =>
    db.selectFrom('jobs').select(JOB_RULE_COLUMNS).where('company_id', '=', companyId).where('id', 'in', ids),
  );

/** Punches stored before under these client ids, with the entry each opened or closed. */
export async function punchesByClientIds(db: Conn, companyId: number, clientIds: string[]) {
  const punches = await punchesOfClientIds(db, companyId, clientIds);
  if (punches.length === 0) return new Map<string, { punch_id: number; time_entry_id: number | null }>();
  const entries = await entriesOfPunches(
    db,
    punches.map((p) => p.id),
  );
  const entryOf = new Map<number, number>();
  for (const e of entries)
    for (const p of [e.punch_in_id, e.punch_out_id]) if (p !== null) entryOf.set(p, e.id);
  return new Map(
    punches.map((p) => [p.client_id, { punch_id: p.id, time_entry_id: entryOf.get(p.id) ?? null }]),
  );
}

const punchesOfClientIds = compiledOnce((db, companyId: number, clientIds: readonly string[]) =>
  db
    .selectFrom('punches')
    .select(['id', 'client_id'])
    .where('company_id', '=', companyId)
    .where('client_id', 'in', clientIds),
);
const entriesOfPunches = compiledOnce((db, ids: readonly number[]) =>
  db
    .selectFrom('time_entries')
    .select(['id', 'punch_in_id', 'punch_out_id'])
    .where((eb) => eb.or([eb('punch_in_id', 'in', ids), eb('punch_out_id', 'in', ids)])),
);

/** For each punch (by its index), the employee's last kept stored punch at or before it. */
export async function previousPunches(
  db: Conn,
  companyId: number,
  punches: { i: number; employee_id: number; at: string }[],
): Promise<Map<number, PunchRef>> {
  if (punches.length === 0) return new Map();
  const rows = await previousPunchesQuery(db, companyId, punches);
  return new Map(rows.map((r) => [Number(r.i), { punch_type: r.punch_type, punched_at: r.punched_at }]));
}

const previousPunchesQuery = compiledOnce(
  (db, companyId: number, punches: readonly { i: number; employee_id: number; at: string }[]) =>
    sql<{ i: number } & PunchRef>`
    with b(i, employee_id, at) as (${values(punches.map((p) => [int(p.i), int(p.employee_id), text(p.at)]))})
    select b.i, p.punch_type, p.punched_at
    from b join punches p on p.id = (
      select q.id from punches q
      where q.company_id = ${companyId} and q.employee_id = b.employee_id and q.is_duplicate = 0
        and q.punched_at <= b.at
      order by q.punched_at desc limit 1
    )`,
);

/**
 * The employees' open entries and the entries still waiting for a clock-out punch (REGULAR, no
 * clock-out punch, not corrected or approved), with their jobs' default hours. Each half is read by its
 * partial index (migrations 2026-11-24T0012 and 2026-11-27T0023).
 */
export async function entriesForBatch(db: Conn, employeeIds: number[]): Promise<StoredEntry[]> {
  const rows = await entriesOfEmployees(db, employeeIds);
  return rows.map((r) => ({
    id: r.id,
    employee_id: r.employee_id,
    original_clock_in_at: r.original_clock_in_at,
    clock_out_at: r.clock_out_at,
    work_date: r.work_date,
    is_full_pay: r.is_full_pay,
    awaiting_clock_out:
      r.source === 'REGULAR' &&
      r.punch_out_id === null &&
      r.original_clock_out_at === null &&
      r.is_corrected === 0 &&
      r.approved_status === 'un-approved',
    job: { default_job_start_time: r.default_job_start_time, default_job_end_time: r.default_job_end_time },
  }));
}

/**
 * The statement of entriesForBatch, whose plan a test checks. The employees are the company's (read
 * so): without a company condition the planner has no company-wide index to prefer to the partial ones.
 * @internal
 */
export function entriesForBatchQuery(db: Conn, employeeIds: readonly number[]) {
  const base = () =>
    db
      .selectFrom('time_entries as t')
      .innerJoin('jobs as j', 'j.id', 't.job_id')
      .select([
        't.id',
        't.employee_id',
        't.original_clock_in_at',
        't.clock_out_at',
        't.work_date',
        't.is_full_pay',
        't.source',
        't.punch_out_id',
        't.original_clock_out_at',
        't.is_corrected',
        't.approved_status',
        'j.default_job_start_time',
        'j.default_job_end_time',
      ])
      .where('t.employee_id', 'in', employeeIds);
  return base()
    .where(isOpen('t'))
    .union(
      base()
        .where(isLive('t'))
        .where('t.original_clock_out_at', 'is', null)
        // Literals, as the partial index time_entries_clock_out_candidates names them: the planner
        // uses it only when it sees the values.
        .where('t.source', '=', sql.lit('REGULAR'))
        .where('t.is_corrected', '=', sql.lit(0))
        .where('t.approved_status', '=', sql.lit('un-approved')),
    );
}

const entriesOfEmployees = compiledOnce(entriesForBatchQuery);

export function findUserEmployee(db: Conn, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('employees as e', 'e.id', 'u.employee_id')
    .select(['u.employee_id', 'e.site_id'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the punches in one statement; their ids by client id. */
export async function insertPunches(
  db: Conn,
  rows: Insertable<PunchesTable>[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = await insertPunchRows(db, rows);
  return new Map(ids.map((r) => [r.client_id, r.id]));
}

const insertPunchRows = compiledOnce((db, rows: readonly Insertable<PunchesTable>[]) =>
  db.insertInto('punches').values(rows).returning(['id', 'client_id']),
);

/** Inserts new entries in one statement; their ids by clock-in punch. */
export async function insertEntries(
  db: Conn,
  rows: Insertable<TimeEntriesTable>[],
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const ids = await insertEntryRows(db, rows);
  return new Map(ids.map((r) => [r.punch_in_id!, r.id]));
}

const insertEntryRows = compiledOnce((db, rows: readonly Insertable<TimeEntriesTable>[]) =>
  db.insertInto('time_entries').values(rows).returning(['id', 'punch_in_id']),
);

/** The columns a punch changes on a stored entry. */
export type EntryUpdate = Required<
  Pick<
    Updateable<TimeEntriesTable>,
    | 'work_date'
    | 'shift'
    | 'clock_in_at'
    | 'clock_out_at'
    | 'org_clock_in_at'
    | 'org_clock_out_at'
    | 'minutes'
    | 'break_minutes'
    | 'clock_in_status'
    | 'clock_out_status'
    | 'original_clock_out_at'
    | 'punch_out_id'
    | 'gps_out_status'
    | 'face_out_status'
    | 'field_notes_at'
  >
> & {
  id: number;
  /** Added to the entry's field notes (after what they hold); null adds nothing. */
  field_note: string | null;
};

const UPDATE_TYPES = {
  id: 'integer',
  work_date: 'text',
  shift: 'integer',
  clock_in_at: 'text',
  clock_out_at: 'text',
  org_clock_in_at: 'text',
  org_clock_out_at: 'text',
  minutes: 'integer',
  break_minutes: 'integer',
  clock_in_status: 'integer',
  clock_out_status: 'integer',
  original_clock_out_at: 'text',
  punch_out_id: 'integer',
  gps_out_status: 'integer',
  face_out_status: 'integer',
  field_note: 'text',
  field_notes_at: 'text',
} as const satisfies Record<keyof EntryUpdate, 'integer' | 'text'>;

/** Updates stored entries, each with its own values, in one statement. */
export async function updateEntries(db: Conn, rows: EntryUpdate[], at: string): Promise<void> {
  if (rows.length > 0) await updateEntryRows(db, rows, at);
}

const UPDATED = Object.keys(UPDATE_TYPES) as (keyof EntryUpdate)[];
/** Not set as sent: the id finds the row, the note is appended. */
const NOT_SET_AS_SENT: (keyof EntryUpdate)[] = ['id', 'field_note', 'field_notes_at'];
const updateEntryRows = compiledOnce((db, rows: readonly EntryUpdate[], at: string) => {
  const changes = values(rows.map((r) => UPDATED.map((c) => cast(r[c], UPDATE_TYPES[c]))));
  const set = UPDATED.filter((c) => !NOT_SET_AS_SENT.includes(c)).map(
    (c) => sql`${sql.ref(c)} = ${sql.ref(`v.${c}`)}`,
  );
  // A punch's note is appended to the field notes the entry has (a foreman's, an earlier punch's).
  return sql`
    with v(${sql.join(UPDATED.map((c) => sql.ref(c)))}) as (${changes})
    update time_entries
    set ${sql.join(set)},
      field_notes = case
        when v.field_note is null then time_entries.field_notes
        when time_entries.field_notes is null or time_entries.field_notes = '' then v.field_note
        else time_entries.field_notes || ' ' || v.field_note end,
      field_notes_at = coalesce(v.field_notes_at, time_entries.field_notes_at),
      updated_at = ${at}, version = time_entries.version + 1
    from v where time_entries.id = v.id`;
});

/** Moves each employee's last clock-in on to the given time when it is later. */
export async function setLastClockIns(db: Conn, latest: Map<number, string>): Promise<void> {
  if (latest.size > 0)
    await setLastClockInRows(
      db,
      [...latest].map(([id, at]) => ({ id, at })),
    );
}

const setLastClockInRows = compiledOnce(
  (db, rows: readonly { id: number; at: string }[]) => sql`
    with v(id, at) as (${values(rows.map((r) => [int(r.id), text(r.at)]))})
    update employees set last_clock_in = v.at
    from v
    where employees.id = v.id and (employees.last_clock_in is null or employees.last_clock_in < v.at)`,
);

export async function insertAuditRows(db: Conn, rows: Insertable<AuditLogsTable>[]): Promise<void> {
  if (rows.length > 0) await insertAuditLogRows(db, rows);
}

const insertAuditLogRows = compiledOnce((db, rows: readonly Insertable<AuditLogsTable>[]) =>
  db.insertInto('audit_logs').values(rows),
);

/** Closes an entry only while it is still open; false when another request closed (or deleted) it first. */
export async function closeOpenEntry(
  db: Conn,
  id: number,
  changes: Updateable<TimeEntriesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('time_entries')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where(isOpen())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/*
 * A VALUES list of typed rows. Each value is cast, so PostgreSQL knows the columns' types (its
 * parameters arrive untyped) and both engines read the same statement.
 */
const cast = (value: unknown, type: 'integer' | 'text') => sql`cast(${value} as ${sql.raw(type)})`;
const int = (value: number) => cast(value, 'integer');
const text = (value: string) => cast(value, 'text');

function values(rows: RawBuilder<unknown>[][]) {
  return sql`values ${sql.join(rows.map((r) => sql`(${sql.join(r)})`))}`;
}

/** Every company's id, for the jobs that go through the companies one by one. */
export async function companyIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id);
}
