import type { Kysely } from 'kysely';

/*
 * The QuickBooks company file the time activities file is for (docs/payroll-export.md, "QuickBooks"):
 * Intuit's IIF reference has the Timer header name the company as QuickBooks' Company Information
 * window shows it (COMPANYNAME; null: the portal's company name) and carry the number that identifies
 * the company file (COMPANYCREATETIME; the file is refused without it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('quickbooks_company_name', 'text').execute();
  await db.schema.alterTable('settings').addColumn('quickbooks_company_create_time', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('quickbooks_company_create_time').execute();
  await db.schema.alterTable('settings').dropColumn('quickbooks_company_name').execute();
}
