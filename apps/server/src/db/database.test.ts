import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

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

  it('takes the access of others away from a file an earlier version created', async () => {
    const file = path.join(root, 'old.sqlite');
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(file, '', { mode: 0o644 });
    const { db } = openDatabase({ dataDir: root, sqliteFile: file });
    await db.destroy();
    expect(mode(file)).toBe(0o600);
  });

  it('keeps temporary data in memory, not in files it would make and unlink in /var/tmp', async () => {
    const { db } = openDatabase({ dataDir: root });
    try {
      const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(db);
      expect(rows[0]!.temp_store).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
