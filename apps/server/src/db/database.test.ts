import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileInUse } from './database.ts';

const withoutDatabaseUrl = ({ DATABASE_URL: _url, ...env }: NodeJS.ProcessEnv) => env;

describe('the SQLite database file (issue 12)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('is created readable by its owner only, with its -wal and -shm files and the data folder', async () => {
    const dataDir = path.join(root, 'data');
    const { db, sqliteFile } = openDatabase({ dataDir });
    try {
      await sql`create table t (x text)`.execute(db);
      await sql`insert into t values ('secret')`.execute(db);
      for (const file of [sqliteFile!, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) {
        expect(mode(file), file).toBe(0o600);
      }
      expect(mode(dataDir)).toBe(0o700);
    } finally {
      await db.destroy();
    }
  });

  it('keeps its locks when another connection opens: an outside sqlite3 leaves the live log alone', async () => {
    // The server opens the file once a thread (the main thread, the punch writer, ...). An open that
    // opened and closed a descriptor of the file outside SQLite dropped every lock the process held on
    // it; the next outside process then believed it was alone, checkpointed and deleted the log the
    // server kept writing into, and the writes after it were lost at a crash.
    const dataDir = path.join(root, 'live');
    const first = openDatabase({ dataDir });
    const second = openDatabase({ dataDir, analyze: false });
    try {
      await sql`create table t (x text)`.execute(first.db);
      await sql`insert into t values ('before')`.execute(first.db);
      await sql`select count(*) from t`.execute(second.db);
      const outside = spawnSync('sqlite3', [first.sqliteFile!, 'select count(*) from t'], {
        encoding: 'utf8',
      });
      expect(outside.status, outside.stderr).toBe(0);
      expect(fs.existsSync(`${first.sqliteFile}-wal`)).toBe(true);
      await sql`insert into t values ('after')`.execute(first.db);
      const seen = spawnSync('sqlite3', [first.sqliteFile!, 'select x from t order by rowid'], {
        encoding: 'utf8',
      });
      expect(seen.stdout.trim().split('\n')).toEqual(['before', 'after']);
    } finally {
      await second.db.destroy();
      await first.db.destroy();
    }
  });

  it('is not migrated by `npm run migrate` while another process holds it', async () => {
    const dataDir = path.join(root, 'held');
    const migrate = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../../..'),
        env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    const held = openDatabase({ dataDir });
    await sql`create table t (x text)`.execute(held.db);
    const refused = migrate();
    await held.db.destroy();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is open in another process');
    expect(sqliteFileInUse(held.sqliteFile!)).toBe(false);
    const done = migrate();
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('Applied');
  }, 60_000);

  it('takes the access of others away from a file an earlier version created', async () => {
    const file = path.join(root, 'old.sqlite');
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(file, '', { mode: 0o644 });
    const { db } = openDatabase({ dataDir: root, sqliteFile: file });
    await db.destroy();
    expect(mode(file)).toBe(0o600);
  });

  // Each setting as a number: temp_store 2 is MEMORY; synchronous 2 is FULL (NORMAL, 1, keeps a commit
  // through a crash of the process, not of the machine).
  it.each<[pragma: string, value: number, why: string]>([
    ['temp_store', 2, 'keeps temporary data in memory, not in files it would make and unlink in /var/tmp'],
    ['synchronous', 2, 'syncs the write-ahead log at every commit, so a power cut loses no answered write'],
  ])('pragma %s is %i: %s', async (pragma, value) => {
    const { db } = openDatabase({ dataDir: root });
    try {
      const { rows } = await sql<Record<string, number>>`pragma ${sql.raw(pragma)}`.execute(db);
      expect(rows[0]![pragma]).toBe(value);
    } finally {
      await db.destroy();
    }
  });
});
