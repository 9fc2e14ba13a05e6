import { sql, type Kysely } from 'kysely';

/*
 * The site a shift was worked at belongs to its time entry (docs/time-rules.md, "The site of an
 * entry"), so switching an employee's site no longer moves their past hours to the new site. Nullable:
 * a job and an employee may both have no site. Entries made before this migration take their job's
 * site, else their employee's site as it is now (the only one known).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('time_entries')
    .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
    .execute();
  await sql`
    update time_entries set site_id = coalesce(
      (select j.site_id from jobs j where j.id = time_entries.job_id),
      (select e.site_id from employees e where e.id = time_entries.employee_id))`.execute(db);
  // Every site filter (grid, widgets, detail, payroll file, reports) reads a site's entries of a range;
  // the grid also reads which employees have one, so the employee is in the index too.
  await db.schema
    .createIndex('time_entries_site_week')
    .on('time_entries')
    .columns(['company_id', 'site_id', 'work_date', 'employee_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('time_entries_site_week').execute();
  await db.schema.alterTable('time_entries').dropColumn('site_id').execute();
}
