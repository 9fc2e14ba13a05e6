import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** The SQLite file, when the portal runs on the embedded engine. */
  sqliteFile: string | null;
  /** How another thread connects to the same PostgreSQL database (the punch writer thread). */
  postgres?: PostgresConnection;
}

export interface PostgresConnection {
  url: string;
  /** The schema the tables are in, when not the database's default (a test's or a benchmark's own). */
  searchPath?: string;
}

/**
 * Gathers SQLite's statistics for the query planner, in one transaction: PRAGMA optimize analyses the
 * tables whose size has changed much since their last statistics (0x10002: every table, not only those
 * this connection has queried). The STAT4 samples that ANALYZE takes besides (better-sqlite3 is built
 * with STAT4) are dropped: with them SQLite prepares a statement again each time a parameter compared
 * with an indexed column is bound anew, so a kept statement was prepared on every run (the punch
 * writer's open-entry look-up took 104 us a run with them, 43 us without). The hot look-ups' plans are
 * tested on sqlite_stat1's averages alone (read-plans, open-entry-plan). `analyze sqlite_schema` makes
 * the statistics tables when missing and reloads them into the connection. Other connections load the
 * statistics only with the schema, and ANALYZE leaves the schema's version as it was: the table made
 * and dropped last moves it on, so the punch writer's and the grid readers' connections plan on the new
 * statistics from their next statement, not on those they opened with.
 */
export const SQLITE_STATISTICS = [
  'analyze sqlite_schema',
  'pragma optimize = 0x10002',
  'delete from sqlite_stat4',
  'analyze sqlite_schema',
  'create table statistics_gathered (at)',
  'drop table statistics_gathered',
] as const;

export function openDatabase(opts: {
  databaseUrl?: string;
  /** On PostgreSQL: see PostgresConnection. */
  searchPath?: string;
  /** On PostgreSQL: the most connections the pool opens (10 by default). */
  poolSize?: number;
  dataDir: string;
  sqliteFile?: string;
  /** Gather the planner's missing statistics at the open (the default); a second connection need not. */
  analyze?: boolean;
  /** On SQLite: the log's size in pages at which a commit checkpoints (SQLite's default is 1,000). */
  walAutocheckpoint?: number;
}): DatabaseHandle {
  if (opts.databaseUrl) {
    const postgres: PostgresConnection = { url: opts.databaseUrl, searchPath: opts.searchPath };
    const settings = {
      connectionString: postgres.url,
      max: opts.poolSize ?? 10,
      options: postgres.searchPath ? `-c search_path=${postgres.searchPath}` : undefined,
    };
    // pg loads with the first query, so that a start on SQLite never loads it.
    const pool = async () => new (await import('pg')).default.Pool(settings);
    return {
      db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      sqliteFile: null,
      postgres,
    };
  }
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'portal.sqlite');
  if (file !== ':memory:') createPrivately(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Each commit is on the disk before the write is answered: with NORMAL, SQLite's usual choice for a
  // write-ahead log, a commit survives a crash of the process but may roll back after a power cut or
  // a crash of the machine. Punches arriving together share a commit (group-commit.ts).
  sqlite.pragma('synchronous = FULL');
  if (opts.walAutocheckpoint !== undefined) sqlite.pragma(`wal_autocheckpoint = ${opts.walAutocheckpoint}`);
  // A year of a 2,000-employee company is most of a gigabyte: SQLite's default 2 MB page cache made
  // every index look-up a read from the OS. 64 MB of cache, and no memory-mapped reads: while the punch
  // writer commits, every other connection's reads cost more mapped than read into the cache (a punch
  // a request 989-1,215 a second against 1,321-1,339, the grids no slower; docs/benchmarks-history.md).
  sqlite.pragma('cache_size = -65536');
  // Statement journals and sorts' spills in memory: as files, SQLite made and unlinked one in /var/tmp
  // for about one punch transaction in five.
  sqlite.pragma('temp_store = MEMORY');
  // Gives the query planner table statistics (SQLite keeps none by itself), so it picks the right index.
  if (opts.analyze !== false) sqlite.transaction(() => SQLITE_STATISTICS.forEach((s) => sqlite.exec(s)))();
  return {
    db: new Kysely<DB>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) }),
    engine: 'sqlite',
    sqliteFile: file,
  };
}

/**
 * The database holds every company's data: its folder (when the portal makes it) is the owner's only,
 * and a file the portal makes is readable by the owner only (SQLite gives the -wal and -shm files the
 * same mode). Only a file that does not exist yet is opened here. Closing any descriptor of a file
 * drops every POSIX lock the process holds on it, so opening and closing the live database outside
 * SQLite (as this did once for every connection) let the next outside process that opened it believe
 * it was alone, checkpoint and delete the log the server was still writing into: committed writes were
 * lost at the next crash. An existing file is made private by path (chmod opens no descriptor).
 */
function createPrivately(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, '', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    fs.chmodSync(file, 0o600);
  }
}

/**
 * Whether another connection, in this process or another (a running portal, an operator's sqlite3),
 * has the SQLite file open. SQLite lets a connection leave WAL mode only while it has the file to
 * itself, and refuses at once (no busy wait) otherwise; a file nobody holds goes back to WAL mode.
 */
export function sqliteFileInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new SQLite(file, { timeout: 0 });
  try {
    probe.pragma('journal_mode = DELETE');
    probe.pragma('journal_mode = WAL');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw err;
  } finally {
    probe.close();
  }
}

/**
 * better-sqlite3 with its prepared statements kept: Kysely prepares every query it runs, and preparing
 * costs as much as running a small one. Nothing here streams (iterate), so a statement is never busy
 * when it is handed out again.
 *
 * Transactions begin IMMEDIATE: the punch writer thread writes through a second connection
 * (punch-writer.ts), and a transaction that began with a read could not turn into a write once the
 * other connection had committed (SQLITE_BUSY_SNAPSHOT, which waiting does not cure). Taking the write
 * lock at the start waits, up to busy_timeout, for the other's commit instead.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare: (query) => {
      const sql = query === 'begin' ? 'begin immediate' : query;
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
      return statement;
    },
  };
}
