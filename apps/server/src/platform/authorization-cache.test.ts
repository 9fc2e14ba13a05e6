import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
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

/** A fresh, migrated schema of the test database whose queries are counted (a read from memory runs none). */
async function countedSchema() {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const counted = { queries: 0 };
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` }),
    }),
    log: () => void counted.queries++,
  });
  await migrateToLatest(db);
  return {
    db,
    counted,
    async drop() {
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}

/** A session of the user for an hour: its token id. */
async function insertSession(db: Kysely<DB>, user: { id: number; companyId: number }): Promise<string> {
  const tokenId = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      company_id: user.companyId,
      user_id: user.id,
      token_id: tokenId,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  return tokenId;
}

describe.runIf(process.env.TEST_DATABASE_URL)('authorizations kept in memory on PostgreSQL', () => {
  let store: Awaited<ReturnType<typeof countedSchema>>;
  let db: Kysely<DB>;
  let cache: NotifiedAuthorizations;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    store = await countedSchema();
    db = store.db;
    company = await createCompany(db);
    cache = new NotifiedAuthorizations(db, process.env.TEST_DATABASE_URL!, silent);
  });

  afterAll(async () => {
    await cache?.close();
    await store?.drop();
  });

  const session = () => insertSession(db, { id: company.users.payroll.id, companyId: company.id });

  /** Whether a read was answered from memory (no query). */
  async function fromMemory(tokenId: string) {
    const before = store.counted.queries;
    const read = await cache.read(tokenId, false);
    return { memory: store.counted.queries === before, read };
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

    const before = store.counted.queries;
    await cache.read(token, true);
    expect(store.counted.queries).toBe(before + 1);
  });

  it("answer a range's week revisions read before from memory, as notified; a long range from the database", async () => {
    const weeks = async (start: string, end: string, fresh = false) => {
      const before = store.counted.queries;
      const revision = await cache.weeksRevision(company.id, start, end, fresh);
      return { memory: store.counted.queries === before, revision };
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

/**
 * A TCP relay to PostgreSQL for the listener's connection, which can stall it: bytes stop moving both
 * ways and nothing is closed, as on a hung network path.
 */
async function stallableRelay(target: URL) {
  const pairs: { client: net.Socket; upstream: net.Socket }[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('error', close).on('close', close);
    pairs.push({ client, upstream });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String((server.address() as net.AddressInfo).port);
  const open = () => pairs.filter((p) => !p.upstream.destroyed);
  return {
    url: via.toString(),
    /** The PostgreSQL side's client ports of the connections open through the relay. */
    ports: () => open().map((p) => p.upstream.localPort!),
    stall() {
      for (const { client, upstream } of open()) {
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The bound decision 006 gives: a listener silent this long is dropped with everything kept. */
const SILENT_BOUND_MS = 6_000;

describe.runIf(process.env.TEST_DATABASE_URL)('authorizations kept in memory when the listener fails', () => {
  let store: Awaited<ReturnType<typeof countedSchema>>;
  let db: Kysely<DB>;
  let relay: Awaited<ReturnType<typeof stallableRelay>>;
  let cache: NotifiedAuthorizations;

  beforeAll(async () => {
    store = await countedSchema();
    db = store.db;
    relay = await stallableRelay(new URL(process.env.TEST_DATABASE_URL!));
    cache = new NotifiedAuthorizations(db, relay.url, silent);
  });

  afterAll(async () => {
    await cache?.close();
    await relay?.close();
    await store?.drop();
  });

  /**
   * Three sessions of a new company, each read from memory; then `fault` befalls the listener, and
   * the company's payroll session is signed out, its office user deactivated and its foreman's role
   * stripped of its permissions. Each read must see its change within the bound, and once the
   * listener is back, reads are answered from memory again.
   */
  async function loseAccessDespite(fault: () => Promise<void>) {
    const company = await createCompany(db);
    const session = (user: { id: number }) => insertSession(db, { id: user.id, companyId: company.id });
    const read = async (tokenId: string) => {
      const before = store.counted.queries;
      const answer = await cache.read(tokenId, false);
      return { memory: store.counted.queries === before, row: answer.row! };
    };
    const signedOut = await session(company.users.payroll);
    const deactivated = await session(company.users.office);
    const unpermitted = await session(company.users.foreman);
    for (const token of [signedOut, deactivated, unpermitted])
      await eventually(async () => (await read(token)).memory);

    await fault();
    const changed = Date.now();
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_id', '=', signedOut)
      .execute();
    await db.updateTable('users').set({ is_active: 0 }).where('id', '=', company.users.office.id).execute();
    await db.deleteFrom('role_permissions').where('role_id', '=', company.roles.Foreman!).execute();

    const seen = async (check: () => Promise<boolean>) => {
      while (!(await check())) {
        expect(Date.now() - changed, 'a stale authorization outlived the bound').toBeLessThan(
          SILENT_BOUND_MS + 1_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await seen(async () => (await read(signedOut)).row.revoked_at !== null);
    await seen(async () => (await read(deactivated)).row.is_active === 0);
    await seen(async () => (await read(unpermitted)).row.permissions === null);

    // A new listener is in place: reads come from memory again, and it hears changes.
    const another = await session(company.users.admin);
    await eventually(async () => (await read(another)).memory);
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_id', '=', another)
      .execute();
    await eventually(async () => (await read(another)).row.revoked_at !== null);
  }

  it('read from the database once the listening connection is terminated', { timeout: 30_000 }, async () => {
    await loseAccessDespite(async () => {
      const ports = relay.ports();
      expect(ports).toHaveLength(1);
      await db.executeQuery(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where client_port = ${ports[0]}`.compile(
          db,
        ),
      );
    });
  });

  it('read from the database once the listening connection stalls', { timeout: 30_000 }, async () => {
    await loseAccessDespite(async () => relay.stall());
  });
});
