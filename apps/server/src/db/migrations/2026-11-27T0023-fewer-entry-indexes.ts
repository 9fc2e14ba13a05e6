import { sql, type Kysely } from 'kysely';

/*
 * Every punch writes time_entries, and every index of it is written with the row: thirteen made a
 * clock-in write thirteen index entries and a clock-out on PostgreSQL (no heap-only update when an
 * indexed column changes) as many. Dropped, as no read needs them (docs/benchmarks-history.md, "Fewer indexes
 * on time_entries"):
 * - time_entries_week (company, work_date, employee): time_entries_job_week serves the same week ranges;
 * - time_entries_employee_open (employee, clock_out_at), whole history: open entries are read through
 *   the partial time_entries_one_open;
 * - time_entries_awaiting_clock_out: its look-up reads time_entries_clock_out_candidates since
 *   migration 2026-11-24T0012.
 * Made partial, so a punch's entry never enters them:
 * - time_entries_open: the open entries by company and clock-in, which the close of stale entries reads;
 * - time_entries_created (company, source, created_at) -> time_entries_manual: the clerks' manual
 *   entries by company and creation, which the manual-entry notice reads.
 * Made smaller: time_entries_clock_out_candidates held every entry without an original clock-out
 * (21,000 at full size, most of them closed by the forgotten clock-out rule and approved since), and
 * a batch read each of its employees' from the table to keep the few a clock-out may still close; it
 * now holds only those (788).
 */
const DROPPED: [name: string, columns: string[]][] = [
  ['time_entries_week', ['company_id', 'work_date', 'employee_id']],
  ['time_entries_employee_open', ['employee_id', 'clock_out_at']],
  ['time_entries_created', ['company_id', 'source', 'created_at']],
  ['time_entries_open', ['company_id', 'clock_out_at']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name] of DROPPED) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('time_entries_awaiting_clock_out').execute();
  await db.schema
    .createIndex('time_entries_open')
    .on('time_entries')
    .columns(['company_id', 'clock_in_at'])
    .where(sql.ref('clock_out_at'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('time_entries_clock_out_candidates').execute();
  await clockOutCandidates(db)
    .where(sql.ref('source'), '=', sql.lit('REGULAR'))
    .where(sql.ref('is_corrected'), '=', sql.lit(0))
    .where(sql.ref('approved_status'), '=', sql.lit('un-approved'))
    .execute();
  await db.schema
    .createIndex('time_entries_manual')
    .on('time_entries')
    .columns(['company_id', 'created_at'])
    .where(sql.ref('source'), '=', sql.lit('MANUAL'))
    .execute();
}

/** The entries a clock-out punch may close, by employee and clock-in (migration 2026-11-24T0012). */
const clockOutCandidates = (db: Kysely<any>) =>
  db.schema
    .createIndex('time_entries_clock_out_candidates')
    .on('time_entries')
    .columns(['employee_id', 'original_clock_in_at'])
    .where(sql.ref('original_clock_out_at'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null);

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('time_entries_clock_out_candidates').execute();
  await clockOutCandidates(db).execute();
  await db.schema.dropIndex('time_entries_manual').execute();
  await db.schema.dropIndex('time_entries_open').execute();
  for (const [name, columns] of DROPPED) {
    await db.schema.createIndex(name).on('time_entries').columns(columns).execute();
  }
  await db.schema
    .createIndex('time_entries_awaiting_clock_out')
    .on('time_entries')
    .columns(['employee_id', 'original_clock_in_at'])
    .where(sql.ref('punch_out_id'), 'is', null)
    .execute();
}
