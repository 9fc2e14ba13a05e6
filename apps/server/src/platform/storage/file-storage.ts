import path from 'node:path';
import type { S3Config } from '../../config.ts';
import type { Db, Engine, Tx } from '../../db/database.ts';
import { FolderStorage } from './folder-storage.ts';
import { PostgresStorage } from './postgres-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** A file as the portal stores it: its key (what the database keeps), its company and its bytes. */
export interface StoredFile {
  key: string;
  companyId: number;
  contentType: string;
  data: Buffer;
}

/**
 * Where uploaded files live: an S3-compatible bucket, PostgreSQL itself, or the data folder on SQLite.
 * Every instance of the portal that shares the database reaches the same files through it.
 */
export interface FileStorage {
  /**
   * True when `put` can write inside a database transaction (the file then exists exactly when the
   * transaction commits); otherwise files of a transaction are written after it commits.
   */
  readonly inDatabase: boolean;
  /** Writes the files, through `tx` when given and the storage is the database. */
  put(files: StoredFile[], tx?: Db | Tx): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** An S3-compatible bucket when one is configured, else PostgreSQL itself, else the data folder. */
export function openFileStorage(
  config: { s3: S3Config | null; dataDir: string },
  database: { db: Db; engine: Engine },
): FileStorage {
  if (config.s3) return new S3Storage(config.s3);
  if (database.engine === 'postgres') return new PostgresStorage(database.db);
  return new FolderStorage(path.resolve(config.dataDir, 'files'));
}
