import type { Kysely } from 'kysely';

/*
 * The customer a job is done for, as QuickBooks names it (docs/payroll-export.md, "QuickBooks"): the
 * QuickBooks time activities file writes a job as Customer:Job, the way QuickBooks' Customers & Jobs
 * list holds it. Null: no customer, the job's name alone. A clerk types it on the Jobs screen; the sync
 * does not write it (docs/sync.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('customer_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('customer_name').execute();
}
