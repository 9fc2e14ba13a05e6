import { entrySplits, toSettings } from '@portal/domain';
import type { Kysely } from 'kysely';

/** Employees whose entries are split at a time: a few thousand rows in memory at most. */
const EMPLOYEES_AT_A_TIME = 200;

/*
 * An approved entry keeps the regular/overtime split it was approved with, so a later change of the
 * normal work week leaves paid weeks as they were (docs/decisions/001). Entries approved before this
 * migration get the split the current settings give them, the one the grid showed when it ran.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('time_entries').addColumn('approved_regular_minutes', 'integer').execute();
  await db.schema.alterTable('time_entries').addColumn('approved_overtime_minutes', 'integer').execute();
  await keepSplitsOfApprovedEntries(db);
}

/** Gives every approved or pre-approved employee entry the split the company's settings give it now. */
export async function keepSplitsOfApprovedEntries(db: Kysely<any>): Promise<void> {
  const companies = await db.selectFrom('companies').select('id').execute();
  for (const { id: companyId } of companies) {
    const settings = toSettings(
      (await db.selectFrom('settings').selectAll().where('company_id', '=', companyId).executeTakeFirst()) ??
        {},
    );
    const employees = await db
      .selectFrom('time_entries')
      .select('employee_id')
      .distinct()
      .where('company_id', '=', companyId)
      .where('approved_status', 'in', ['approved', 'pre-approved'])
      .where('subcontractor_company_id', 'is', null)
      .execute();
    for (let i = 0; i < employees.length; i += EMPLOYEES_AT_A_TIME) {
      const ids = employees.slice(i, i + EMPLOYEES_AT_A_TIME).map((e) => e.employee_id as number);
      const entries = await db
        .selectFrom('time_entries')
        .select([
          'id',
          'employee_id',
          'work_date',
          'minutes',
          'clock_in_at',
          'clock_out_at',
          'approved_status',
        ])
        .where('company_id', '=', companyId)
        .where('employee_id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
      const splits = entrySplits(entries, settings);
      // One statement per distinct split: most days are alike (8 h regular), so few statements.
      const alike = new Map<string, number[]>();
      for (const e of entries) {
        if (e.approved_status === 'un-approved') continue;
        const s = splits.get(e.id)!;
        const key = `${s.regular_minutes}|${s.overtime_minutes}`;
        alike.set(key, [...(alike.get(key) ?? []), e.id]);
      }
      for (const [key, entryIds] of alike) {
        const [regular, overtime] = key.split('|').map(Number);
        await db
          .updateTable('time_entries')
          .set({ approved_regular_minutes: regular, approved_overtime_minutes: overtime })
          .where('id', 'in', entryIds)
          .execute();
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('time_entries').dropColumn('approved_overtime_minutes').execute();
  await db.schema.alterTable('time_entries').dropColumn('approved_regular_minutes').execute();
}
