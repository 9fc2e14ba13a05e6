import { sql, type Kysely } from 'kysely';

/*
 * Sub-contractor workers become employees of a kind (subcontractor_company_id set), so their punches
 * and time entries go through the same tables and the same rules as everyone's (docs/decisions/004).
 * The mirrored subcontractor_punches and subcontractor_time_entries tables never had a writer; the
 * migration stops rather than drop rows if one ever did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['subcontractor_punches', 'subcontractor_time_entries']) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw new Error(`${table} holds rows: move them before this migration`);
  }
  await db.schema
    .alterTable('employees')
    .addColumn('subcontractor_company_id', 'integer', (c) => c.references('subcontractor_companies.id'))
    .execute();
  // The company a shift was worked for stays with the entry, even if the worker moves on.
  await db.schema
    .alterTable('time_entries')
    .addColumn('subcontractor_company_id', 'integer', (c) => c.references('subcontractor_companies.id'))
    .execute();
  await db.schema.alterTable('time_entries').addColumn('field_notes_at', 'text').execute();

  await sql`
    insert into employees (company_id, subcontractor_company_id, code, first_name, last_name, is_active,
      shift, invite_status, created_at, updated_at)
    select company_id, subcontractor_company_id, code, first_name, last_name, is_active, 1, 1,
      created_at, updated_at
    from subcontractor_workers`.execute(db);

  await db.schema.dropTable('subcontractor_time_entries').execute();
  await db.schema.dropTable('subcontractor_punches').execute();
  await db.schema.dropTable('subcontractor_workers').execute();

  // The sub-contractor grid reads only their entries of a week: a small partial index of its own.
  await db.schema
    .createIndex('time_entries_subcontractor_week')
    .on('time_entries')
    .columns(['company_id', 'work_date', 'subcontractor_company_id', 'job_id'])
    .where(sql.ref('subcontractor_company_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('employees_subcontractor_company')
    .on('employees')
    .columns(['company_id', 'subcontractor_company_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employees_subcontractor_company').execute();
  await db.schema.dropIndex('time_entries_subcontractor_week').execute();
  await db.schema
    .createTable('subcontractor_workers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('subcontractor_company_id', 'integer', (c) =>
      c.notNull().references('subcontractor_companies.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into subcontractor_workers (company_id, subcontractor_company_id, code, first_name, last_name,
      is_active, created_at, updated_at)
    select company_id, subcontractor_company_id, code, first_name, last_name, is_active, created_at, updated_at
    from employees where subcontractor_company_id is not null`.execute(db);
  // Their time stays in time_entries (the down direction does not split it out again); the workers go.
  await sql`delete from time_entries where subcontractor_company_id is not null`.execute(db);
  await sql`delete from punches where employee_id in (select id from employees where subcontractor_company_id is not null)`.execute(
    db,
  );
  await sql`delete from employees where subcontractor_company_id is not null`.execute(db);
  await db.schema.alterTable('time_entries').dropColumn('field_notes_at').execute();
  await db.schema.alterTable('time_entries').dropColumn('subcontractor_company_id').execute();
  await db.schema.alterTable('employees').dropColumn('subcontractor_company_id').execute();
}
