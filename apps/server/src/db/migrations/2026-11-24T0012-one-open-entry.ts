import { sql, type Kysely } from 'kysely';
import { deriveEntry, displayDateTime, toSettings } from '@portal/domain';
import { employeeLabel, jobLabel } from '../../modules/time-entries/describe.ts';

/*
 * One employee has at most one open time entry (docs/time-rules.md, "One open entry"), held by a
 * partial unique index; a second partial index holds the entries a clock-out punch may close. Concurrent clock-ins could open several before; each such employee keeps the
 * latest, and every other one is closed where the next one began, flagged, as a forgotten clock-out
 * is, with a line in the company's audit log saying so.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const doubled = db
    .selectFrom('time_entries')
    .select('employee_id')
    .where('clock_out_at', 'is', null)
    .where('deleted_at', 'is', null)
    .groupBy('employee_id')
    .having((eb) => eb.fn.countAll(), '>', 1);
  const open = await db
    .selectFrom('time_entries as t')
    .innerJoin('jobs as j', 'j.id', 't.job_id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select([
      't.id',
      't.company_id',
      't.employee_id',
      't.original_clock_in_at',
      't.is_full_pay',
      'j.default_job_start_time',
      'j.default_job_end_time',
      'j.code as job_code',
      'j.name as job_name',
      'e.code',
      'e.first_name',
      'e.last_name',
    ])
    .where('t.clock_out_at', 'is', null)
    .where('t.deleted_at', 'is', null)
    .where('t.employee_id', 'in', doubled)
    .orderBy('t.employee_id')
    .orderBy('t.original_clock_in_at')
    .orderBy('t.id')
    .execute();

  const now = new Date();
  const settings = new Map<number, ReturnType<typeof toSettings>>();
  for (const [k, entry] of open.entries()) {
    const next = open[k + 1];
    if (!next || next.employee_id !== entry.employee_id) continue;
    if (!settings.has(entry.company_id)) {
      const row = await db
        .selectFrom('settings')
        .selectAll()
        .where('company_id', '=', entry.company_id)
        .executeTakeFirst();
      settings.set(entry.company_id, toSettings(row ?? {}));
    }
    const rules = settings.get(entry.company_id)!;
    const d = deriveEntry({
      clockIn: entry.original_clock_in_at,
      clockOut: next.original_clock_in_at,
      now: now.toISOString(),
      settings: rules,
      job: entry,
      isFullPay: entry.is_full_pay === 1,
      roundClockOut: false,
    });
    await db
      .updateTable('time_entries')
      .set((eb) => ({
        work_date: d.work_date,
        shift: d.shift,
        clock_in_at: d.clock_in_at,
        clock_out_at: d.clock_out_at,
        org_clock_in_at: d.clock_in_at,
        org_clock_out_at: d.clock_out_at,
        minutes: d.minutes,
        break_minutes: d.break_minutes,
        clock_in_status: d.clock_in_status,
        clock_out_status: 1,
        updated_at: now.toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', entry.id)
      .execute();
    await db
      .insertInto('audit_logs')
      .values({
        company_id: entry.company_id,
        user_id: null,
        user_name: 'System',
        action: 'Auto Clock Out',
        description: `${employeeLabel(entry)} had more than one open entry at once: the shift from ${displayDateTime(entry.original_clock_in_at, rules.time_zone)} at ${jobLabel({ code: entry.job_code, name: entry.job_name })} closed at ${displayDateTime(d.clock_out_at!, rules.time_zone)}, where the next one began, and flagged`,
        entity: 'time_entry',
        entity_id: String(entry.id),
        ip: null,
        created_at: now.toISOString(),
      })
      .execute();
    await db
      .updateTable('companies')
      .set((eb) => ({ data_revision: eb('data_revision', '+', 1) }))
      .where('id', '=', entry.company_id)
      .execute();
  }

  await db.schema
    .createIndex('time_entries_one_open')
    .on('time_entries')
    .column('employee_id')
    .unique()
    .where(sql.ref('clock_out_at'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  // The entries without a clock-out of the employee's own (open, or closed by the system): a punch
  // batch reads its employees' few candidates for a clock-out here, never their whole history.
  await db.schema
    .createIndex('time_entries_clock_out_candidates')
    .on('time_entries')
    .columns(['employee_id', 'original_clock_in_at'])
    .where(sql.ref('original_clock_out_at'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('time_entries_clock_out_candidates').execute();
  await db.schema.dropIndex('time_entries_one_open').execute();
}
