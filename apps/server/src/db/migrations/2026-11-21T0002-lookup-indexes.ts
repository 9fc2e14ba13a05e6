import type { Kysely } from 'kysely';

/** Indexes the benchmark showed missing: punch retries, approval by ids, the detail call, photos. */
const INDEXES: [string, string, string[]][] = [
  ['time_entries_punch_in', 'time_entries', ['punch_in_id']],
  ['time_entries_punch_out', 'time_entries', ['punch_out_id']],
  ['time_entries_employee_week', 'time_entries', ['company_id', 'employee_id', 'work_date']],
  ['employee_images_employee', 'employee_images', ['employee_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
