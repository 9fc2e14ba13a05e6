import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/db/database.ts';
import type { DB } from '../src/db/schema.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<DB>;
  config: Config;
  close(): Promise<void>;
}

/** A fresh database per app: a temporary SQLite file, or a schema of its own in PostgreSQL. */
export async function freshDatabase(
  engine: Engine,
  dir: string,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { handle: openDatabase({ dataDir: dir }), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ dataDir: dir, databaseUrl: url, searchPath: schema, poolSize: 5 });
  const { db } = handle;
  return {
    handle,
    drop: async () => {
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      // The job runner's (pg-boss) schema beside it, when the test ran background jobs.
      await sql.raw(`drop schema if exists ${schema}_pgboss cascade`).execute(db);
    },
  };
}

export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  opts: Omit<BuildOptions, 'database'> & { register?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const { handle, drop } = await freshDatabase(engine, dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: 'http://portal.test',
    ...env,
  });
  // No background work unless the test asks for it (jobs: 'queues' delivers mail).
  const app = await buildApp(config, { serveWeb: false, jobs: false, ...opts, database: handle });
  opts.register?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await drop();
      await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
