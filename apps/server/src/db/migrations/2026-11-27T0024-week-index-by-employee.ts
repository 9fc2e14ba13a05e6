import type { Kysely } from 'kysely';

/*
 * The employee grid is read in two parts, each of the employees within a range of ids (queries.ts,
 * GridPart). Through time_entries_job_week (company, work_date, job) each part visited every entry of
 * the week in the table to keep its half: on PostgreSQL at 2,000 employees 21,872 buffers and 10.8 ms
 * for a half of 9,113 rows, against 2,484 buffers and 5.0 ms through an index whose entries carry the
 * employee after the week, where the part's range is checked in the index. The job stays in it, after
 * the employee, for the reads of a job's week; the table keeps as many indexes to write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('time_entries_week_employee')
    .on('time_entries')
    .columns(['company_id', 'work_date', 'employee_id', 'job_id'])
    .execute();
  await db.schema.dropIndex('time_entries_job_week').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('time_entries_job_week')
    .on('time_entries')
    .columns(['company_id', 'work_date', 'job_id'])
    .execute();
  await db.schema.dropIndex('time_entries_week_employee').execute();
}
