import type { Db, Tx } from '../../db/database.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

type StoredFilesTable = {
  stored_files: {
    key: string;
    company_id: number;
    content_type: string;
    data: Buffer;
  };
};

/** Rows per INSERT: a punch batch's photos go in a few statements, none of them tens of megabytes. */
const ROWS_PER_INSERT = 16;

/**
 * Files in PostgreSQL itself (table stored_files, bytea), when no object store is configured: every
 * instance reads what any other wrote, a file written with a punch commits or rolls back with it, and
 * the database's backup holds the photos too.
 */
export class PostgresStorage implements FileStorage {
  readonly inDatabase = true;

  constructor(private readonly db: Db) {}

  async put(files: StoredFile[], tx: Db | Tx = this.db): Promise<void> {
    const table = tx.withTables<StoredFilesTable>();
    for (let i = 0; i < files.length; i += ROWS_PER_INSERT) {
      await table
        .insertInto('stored_files')
        .values(
          files.slice(i, i + ROWS_PER_INSERT).map((f) => ({
            key: f.key,
            company_id: f.companyId,
            content_type: f.contentType,
            data: f.data,
          })),
        )
        .execute();
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const row = await this.db
      .withTables<StoredFilesTable>()
      .selectFrom('stored_files')
      .select('data')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.data ?? null;
  }

  async remove(key: string): Promise<void> {
    await this.db.withTables<StoredFilesTable>().deleteFrom('stored_files').where('key', '=', key).execute();
  }
}
