import type { Kysely } from 'kysely';

/*
 * The payroll systems' own ids, for files they import as they are (docs/payroll-export.md): the
 * company's ADP company code and Paychex client ID, and each employee's ADP file number, unique
 * within the company (several employees without one are allowed: a unique index skips nulls on both
 * engines).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('adp_company_code', 'text').execute();
  await db.schema.alterTable('settings').addColumn('paychex_client_id', 'text').execute();
  await db.schema.alterTable('employees').addColumn('adp_file_number', 'text').execute();
  await db.schema
    .createIndex('employees_adp_file_number')
    .unique()
    .on('employees')
    .columns(['company_id', 'adp_file_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employees_adp_file_number').execute();
  await db.schema.alterTable('employees').dropColumn('adp_file_number').execute();
  await db.schema.alterTable('settings').dropColumn('paychex_client_id').execute();
  await db.schema.alterTable('settings').dropColumn('adp_company_code').execute();
}
