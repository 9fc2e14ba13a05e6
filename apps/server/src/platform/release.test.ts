import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { prepareDatabase } from './release.ts';

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...env });

describe('prepareDatabase', () => {
  it('refuses to start on a database the release has not migrated when MIGRATE_ON_START=false', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
    const database = openDatabase({ dataDir: dir });
    try {
      await expect(prepareDatabase(config({ MIGRATE_ON_START: 'false' }), database)).rejects.toThrow(
        /lacks migrations 2026-11-21T0001-initial, .*: run npm run migrate first/,
      );
      await prepareDatabase(config({ SEED_DEMO: 'false' }), database);
      expect(await pendingMigrations(database.db)).toEqual([]);
      await expect(
        prepareDatabase(config({ MIGRATE_ON_START: 'false', SEED_DEMO: 'false' }), database),
      ).resolves.toBe(false);
    } finally {
      await database.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets instances that start at the same time on one PostgreSQL migrate and seed once',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const instance = (): DatabaseHandle => ({
        db: new Kysely<DB>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: url, max: 3, options: `-c search_path=${schema}` }),
          }),
        }),
        engine: 'postgres',
        sqliteFile: null,
      });
      const instances = [instance(), instance(), instance()];
      try {
        const seeded = await Promise.all(
          instances.map((d) => prepareDatabase(config({ DATABASE_URL: url, SEED_DEMO: 'true' }), d)),
        );
        expect(seeded.filter(Boolean)).toHaveLength(1);
        const companies = await sql<{ n: string }>`select count(*) as n from companies`.execute(
          instances[0]!.db,
        );
        expect(Number(companies.rows[0]!.n)).toBe(1);
      } finally {
        await Promise.all(instances.map((d) => d.db.destroy()));
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    },
    60_000,
  );
});
