import { randomBytes, randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.ts';
import { createCompany } from '../../test/factories.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { NotifiedAuthorizations } from './authorization-cache.ts';
import { bumpDataRevision, bumpWeekRevisions } from './data-revision.ts';

const silent = { warn: () => {} } as never;

describe.runIf(process.env.TEST_DATABASE_URL)('authorizations kept in memory on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let queries = 0;
  let db: Kysely<DB>;
  let cache: NotifiedAuthorizations;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = new Kysely<DB>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` }),
      }),
      log: () => void queries++,
    });
    await migrateToLatest(db);
    company = await createCompany(db);
    cache = new NotifiedAuthorizations(db, url, silent);
  });

  afterAll(async () => {
    await cache?.close();
    await sql.raw(`drop schema ${schema} cascade`).execute(db);
    await db.destroy();
  });

  async function session(): Promise<string> {
    const tokenId = randomUUID();
    await db
      .insertInto('sessions')
      .values({
        company_id: company.id,
        user_id: company.users.payroll.id,
        token_id: tokenId,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();
    return tokenId;
  }

  /** Whether a read was answered from memory (no query). */
  async function fromMemory(tokenId: string) {
    const before = queries;
    const read = await cache.read(tokenId, false);
    return { memory: queries === before, read };
  }

  it('answer a session read before from memory, and its company revision as notified', async () => {
    const token = await session();
    await eventually(async () => (await fromMemory(token)).memory);
    const { read } = await fromMemory(token);
    expect(read.row!.id).toBe(company.users.payroll.id);

    await bumpDataRevision(db, company.id);
    await eventually(async () => {
      const again = await fromMemory(token);
      return again.memory && again.read.revision === read.revision + 1;
    });
  });

  it('read again a session signed out, a user deactivated or a permission removed', async () => {
    const token = await session();
    await eventually(async () => (await fromMemory(token)).memory);

    await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).execute();
    await eventually(async () => (await fromMemory(token)).read.row!.revoked_at !== null);

    const other = await session();
    await eventually(async () => (await fromMemory(other)).memory);
    await db.updateTable('users').set({ is_active: 0 }).where('id', '=', company.users.payroll.id).execute();
    await eventually(async () => (await fromMemory(other)).read.row!.is_active === 0);
    await db.updateTable('users').set({ is_active: 1 }).where('id', '=', company.users.payroll.id).execute();

    const third = await session();
    await eventually(async () => (await fromMemory(third)).memory);
    expect((await fromMemory(third)).read.row!.permissions).not.toBeNull();
    await db.deleteFrom('role_permissions').where('role_id', '=', company.roles.Payroll!).execute();
    await eventually(async () => (await fromMemory(third)).read.row!.permissions === null);
  });

  it("read from the database once this instance's write has ended until it has come back, and for writes", async () => {
    const token = await session();
    await eventually(async () => (await fromMemory(token)).memory);

    // A read beside a write under way began before its answer: it may be answered as before the write.
    const ended = cache.beginWrite();
    expect((await fromMemory(token)).memory).toBe(true);
    ended();
    expect((await fromMemory(token)).memory).toBe(false);
    await eventually(async () => (await fromMemory(token)).memory);

    const before = queries;
    await cache.read(token, true);
    expect(queries).toBe(before + 1);
  });

  it("answer a range's week revisions read before from memory, as notified; a long range from the database", async () => {
    const weeks = async (start: string, end: string, fresh = false) => {
      const before = queries;
      const revision = await cache.weeksRevision(company.id, start, end, fresh);
      return { memory: queries === before, revision };
    };
    await bumpWeekRevisions(db, company.id, ['2026-11-10']);
    await eventually(async () => (await weeks('2026-11-09', '2026-11-22')).memory);
    expect((await weeks('2026-11-09', '2026-11-22')).revision).toBe(1);

    // A week without a row yet (its first punch inserts it) and the one before it.
    await bumpWeekRevisions(db, company.id, ['2026-11-22', '2026-11-11']);
    await eventually(async () => {
      const again = await weeks('2026-11-09', '2026-11-22');
      return again.memory && again.revision === 2 + 1;
    });
    expect(await weeks('2026-11-23', '2026-11-29')).toMatchObject({ revision: 1 });
    expect((await weeks('2026-11-09', '2026-11-15', true)).memory).toBe(false);
    expect(await weeks('2026-01-05', '2026-12-31')).toEqual({ memory: false, revision: 4 });
  });

  it('read from the database once closed', async () => {
    const token = await session();
    await eventually(async () => (await fromMemory(token)).memory);
    await cache.close();
    expect((await fromMemory(token)).memory).toBe(false);
  });
});
