import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Engine } from '../src/db/database.ts';
import type { TestApp } from './harness.ts';

/**
 * Another writer's transaction that commits while a request of the portal is under way: it runs
 * `statement` (one UPDATE, each `$n` parameter used once, in order) and holds its locks until `during` has read what
 * the statement changes and waits to write, then commits. On SQLite a thread of its own holds the write
 * lock for `holdMs` (the portal's BEGIN IMMEDIATE waits for it, blocking its thread); on PostgreSQL a
 * connection of its own holds the row locks until a portal statement waits on one.
 */
export async function commitDuring<T>(
  t: TestApp,
  engine: Engine,
  statement: string,
  params: unknown[],
  during: () => Promise<T>,
  holdMs = 1500,
): Promise<T> {
  if (engine === 'postgres') return postgresDuring(t, statement, params, during);
  const file = path.join(t.config.dataDir, 'portal.sqlite');
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require('better-sqlite3');
     const db = new Database(workerData.file);
     db.pragma('busy_timeout = 5000');
     db.exec('begin immediate');
     db.prepare(workerData.statement.replace(/\\$\\d+/g, '?')).run(...workerData.params);
     parentPort.postMessage('held');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
     db.exec('commit');
     db.close();`,
    { eval: true, workerData: { file, statement, params, holdMs } },
  );
  const done = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const result = await during();
  await done;
  return result;
}

async function postgresDuring<T>(
  t: TestApp,
  statement: string,
  params: unknown[],
  during: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`set search_path to ${rows[0]!.schema}`);
    await client.query('begin');
    await client.query(statement, params);
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const running = during();
    // Commit once a portal statement waits on this transaction's locks (or after 5 s, should none).
    for (let i = 0; i < 100; i++) {
      const waiting = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and ${pid} = any(pg_blocking_pids(pid))`.execute(t.db);
      if (waiting.rows[0]!.n > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.query('commit');
    return await running;
  } finally {
    await client.end();
  }
}
