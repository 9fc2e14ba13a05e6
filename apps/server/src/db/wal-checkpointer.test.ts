import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database.ts';
import { startWalCheckpointer, WRITER_AUTOCHECKPOINT } from './wal-checkpointer.ts';

describe("SQLite's checkpoints on a thread of their own (issue 16)", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-checkpoint-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const MB = 1024 * 1024;
  /** Writes 6 MB: more than SQLite's own threshold (1,000 pages of 4 KB) would leave in the log. */
  const write = async (db: Awaited<ReturnType<typeof writer>>['db'], letter: string) => {
    for (let i = 0; i < 24; i++) await sql`insert into t values (${letter.repeat(MB / 4)})`.execute(db);
  };
  /** A writer as the punch writer thread opens it, and 6 MB written through it. */
  async function writer(name: string) {
    const file = path.join(root, name);
    const handle = openDatabase({
      dataDir: root,
      sqliteFile: file,
      walAutocheckpoint: WRITER_AUTOCHECKPOINT,
    });
    await sql`create table t (x text)`.execute(handle.db);
    await write(handle.db, 'x');
    return { db: handle.db, file };
  }
  const size = (file: string) => fs.statSync(file).size;

  it("leaves the log alone in the writer: its commits do not copy the log's 6 MB back into the file", async () => {
    const { db, file } = await writer('alone.sqlite');
    try {
      expect(size(`${file}-wal`)).toBeGreaterThan(6 * MB);
      expect(size(file)).toBeLessThan(MB);
    } finally {
      await db.destroy();
    }
  });

  it('copies the log into the file a moment after it is told of a commit, and again after it stopped', async () => {
    const { db, file } = await writer('told.sqlite');
    const checkpointer = startWalCheckpointer(file);
    try {
      checkpointer.committed();
      await vi.waitFor(() => expect(size(file)).toBeGreaterThan(6 * MB), { timeout: 5000 });
      await checkpointer.close();
      await write(db, 'y');
      expect(size(file)).toBeLessThan(7 * MB);
      checkpointer.committed();
      await vi.waitFor(() => expect(size(file)).toBeGreaterThan(12 * MB), { timeout: 5000 });
      const [row] = (await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows;
      expect(row!.n).toBe(48);
    } finally {
      await checkpointer.close();
      await db.destroy();
    }
  });
});
