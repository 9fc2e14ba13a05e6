import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * Pay periods (docs/payroll-export.md, "Pay periods"): a week payroll has closed, with the control
 * totals of its payroll file; the files exported of it, kept byte for byte; and the punches for it that
 * arrived while it was closed, kept as sent until it is reopened.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: any) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = isPg ? 'serial' : 'integer';

  await db.schema
    .createTable('pay_periods')
    .addColumn('id', serial, id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_by_name', 'text', (c) => c.notNull())
    .addColumn('employees', 'integer')
    .addColumn('lines', 'integer')
    .addColumn('regular_hundredths', 'integer')
    .addColumn('overtime_hundredths', 'integer')
    .addColumn('total_hundredths', 'integer')
    .addUniqueConstraint('pay_periods_company_week', ['company_id', 'week_start'])
    .execute();

  await db.schema
    .createTable('pay_period_files')
    .addColumn('id', serial, id)
    // Every table of company data carries its company, so a company's backup takes exactly its own rows.
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('pay_period_id', 'integer', (c) =>
      c.notNull().references('pay_periods.id').onDelete('cascade'),
    )
    .addColumn('format', 'text', (c) => c.notNull())
    // 0: every site; otherwise the site the export was filtered to.
    .addColumn('site_key', 'integer', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pay_period_files_key', ['pay_period_id', 'format', 'site_key'])
    .execute();

  await db.schema
    .createTable('late_punches')
    .addColumn('id', serial, id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('punch_type', 'text', (c) => c.notNull())
    .addColumn('punched_at', 'text', (c) => c.notNull())
    .addColumn('upload', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('late_punches_client', ['company_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('late_punches_week')
    .on('late_punches')
    .columns(['company_id', 'week_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('late_punches').execute();
  await db.schema.dropTable('pay_period_files').execute();
  await db.schema.dropTable('pay_periods').execute();
}
