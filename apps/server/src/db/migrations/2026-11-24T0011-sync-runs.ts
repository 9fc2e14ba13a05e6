import { sql, type Kysely } from 'kysely';

/*
 * Sync requests get a fourth part (sub-contractor companies from Star Builder), a heartbeat so a sync
 * whose server died can be told from one still running on another instance, and at most one running
 * request per company, held by the database itself (docs/sync.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sync_requests').addColumn('sub_company_status', 'integer').execute();
  await db.schema.alterTable('sync_requests').addColumn('sub_company', 'integer').execute();
  await db.schema.alterTable('sync_requests').addColumn('heartbeat_at', 'text').execute();
  await db.schema
    .createIndex('sync_requests_one_running')
    .on('sync_requests')
    .column('company_id')
    .unique()
    .where(sql.ref('request_status'), '=', 1)
    .execute();
  await db.schema
    .createIndex('sync_requests_latest')
    .on('sync_requests')
    .columns(['company_id', 'requested_time'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sync_requests_latest').execute();
  await db.schema.dropIndex('sync_requests_one_running').execute();
  await db.schema.alterTable('sync_requests').dropColumn('heartbeat_at').execute();
  await db.schema.alterTable('sync_requests').dropColumn('sub_company').execute();
  await db.schema.alterTable('sync_requests').dropColumn('sub_company_status').execute();
}
