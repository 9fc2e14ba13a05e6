import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/db/database.ts';

/**
 * Where one benchmark run keeps its data: a fresh SQLite file, or a fresh schema in the PostgreSQL
 * database of BENCH_DATABASE_URL. Plain data, so the server process can open the same target.
 */
export type Target =
  | { engine: 'sqlite'; dataDir: string }
  | { engine: 'postgres'; dataDir: string; url: string; schema: string };

export async function createTarget(engine: Engine, databaseUrl?: string): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  if (engine === 'sqlite') return { engine, dataDir };
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is needed for the PostgreSQL run');
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(databaseUrl, `create schema ${schema}`);
  return { engine, dataDir, url: databaseUrl, schema };
}

/** A connection to the target through the portal's own drivers (better-sqlite3 or pg). */
export function connect(target: Target, poolSize = 10): DatabaseHandle {
  if (target.engine === 'sqlite') return openDatabase({ dataDir: target.dataDir });
  return openDatabase({
    dataDir: target.dataDir,
    databaseUrl: target.url,
    searchPath: target.schema,
    poolSize,
  });
}

/** Drops the run's schema and the job runner's beside it (pg-boss keeps its tables in <schema>_pgboss). */
export async function dropTarget(target: Target): Promise<void> {
  if (target.engine === 'postgres') {
    await adminQuery(
      target.url,
      `drop schema if exists ${target.schema}_pgboss cascade; drop schema ${target.schema} cascade`,
    );
  }
  fs.rmSync(target.dataDir, { recursive: true, force: true });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
