import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * What instances on one PostgreSQL share besides the data: uploaded photos (when no S3-compatible store
 * is configured) and the sign-in limits' counters. On SQLite there is one instance: photos stay in the
 * data folder and the counters in memory, so neither table is made there (and no per-company backup of
 * the SQLite file could carry other companies' addresses in a counter table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('stored_files_company').on('stored_files').column('company_id').execute();
  // The shape rate-limiter-flexible's PostgreSQL store reads and writes (expire in epoch milliseconds).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('stored_files').execute();
}
