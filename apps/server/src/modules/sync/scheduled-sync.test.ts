import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { DB } from '../../db/schema.ts';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { generatedData } from './simulator/data.ts';
import { startSimulator, type Simulator } from './simulator/server.ts';
import { runDueSyncs } from './service.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator(generatedData({ employees: 40, jobs: 10 }));
});
afterAll(() => sim.close());

const env = () => ({ CMIC_BASE_URL: sim.url, STAR_BUILDER_BASE_URL: sim.url });

/** A schedule whose time came a minute ago in the zone, so the next look for due syncs finds it. */
function aMinuteAgo(timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  return time.format(new Date(Date.now() - 60_000)).replace(' ', '');
}

async function scheduleNow(db: Kysely<DB>, companyId: number) {
  const { time_zone } = await db
    .selectFrom('settings')
    .select('time_zone')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('settings')
    .set({ star_builder_schedule: aMinuteAgo(time_zone) })
    .where('company_id', '=', companyId)
    .execute();
}

const autoRequests = (db: Kysely<DB>, companyId: number) =>
  db
    .selectFrom('sync_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('sync_type', '=', 1)
    .execute();

describe.each(ENGINES)('scheduled sync on %s', (engine) => {
  let t: TestApp;
  // The app's clock, which the tests set: nothing waits for a schedule's time to come.
  let clock = new Date();
  /** 2026-11-16 at `time` in New York (UTC-5 in November). */
  const newYork = (time: string) => new Date(`2026-11-16T${time}-05:00`);

  beforeAll(async () => {
    t = await startTestApp(engine, env(), { now: () => clock });
  });
  afterAll(() => t.close());

  async function companyScheduledAt(schedule: string | null) {
    const c = await createCompany(t.db);
    await t.db
      .updateTable('settings')
      .set({ time_zone: 'America/New_York', star_builder_schedule: schedule })
      .where('company_id', '=', c.id)
      .execute();
    return c;
  }

  it('runs once when two looks for due syncs come together, and not again at the next look', async () => {
    const c = await companyScheduledAt('10:00AM');
    clock = newYork('10:01:00');
    await Promise.all([runDueSyncs(t.app.ctx), runDueSyncs(t.app.ctx)]);
    await runDueSyncs(t.app.ctx);
    const runs = await autoRequests(t.db, c.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      request_status: 2,
      active_emp_status: 1,
      active_emp: 36,
      requested_by: null,
      requested_time: clock.toISOString(),
    });
  });

  it('does not run a company before its schedule time, and runs it once the time has come', async () => {
    const c = await companyScheduledAt('10:00AM');
    clock = newYork('09:59:59');
    await runDueSyncs(t.app.ctx);
    expect(await autoRequests(t.db, c.id)).toEqual([]);
    clock = newYork('10:00:01');
    await runDueSyncs(t.app.ctx);
    expect(await autoRequests(t.db, c.id)).toHaveLength(1);
  });

  it('does not run a company with no schedule, nor one whose time is past the catch-up window', async () => {
    const none = await companyScheduledAt(null);
    const missed = await companyScheduledAt('10:00AM');
    clock = newYork('10:15:01');
    await runDueSyncs(t.app.ctx);
    expect(await autoRequests(t.db, none.id)).toEqual([]);
    expect(await autoRequests(t.db, missed.id)).toEqual([]);
  });
});

describe.runIf(ENGINES.includes('postgres'))('two portal instances on one PostgreSQL database', () => {
  let base: TestApp;
  let schema: string;
  const instances: { app: FastifyInstance; db: Kysely<DB> }[] = [];

  /** A portal instance with its own connection pool on the base's schema, running background jobs. */
  async function startInstance() {
    const pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 5,
      options: `-c search_path=${schema}`,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const app = await buildApp(base.config, {
      database: { db, engine: 'postgres', sqliteFile: null },
      serveWeb: false,
      jobs: true,
    });
    await app.ready();
    instances.push({ app, db });
  }

  beforeAll(async () => {
    base = await startTestApp('postgres', env());
    schema = (await sql<{ s: string }>`select current_schema() as s`.execute(base.db)).rows[0]!.s;
  });
  afterAll(async () => {
    for (const i of instances) await i.app.close();
    await sql.raw(`drop schema if exists ${schema}_pgboss cascade`).execute(base.db);
    for (const i of instances) await i.db.destroy();
    await base.close();
  });

  it('runs a scheduled sync once, on one of them', async () => {
    const c = await createCompany(base.db);
    await scheduleNow(base.db, c.id);
    await Promise.all([startInstance(), startInstance()]);
    await expect
      .poll(async () => (await autoRequests(base.db, c.id)).filter((r) => r.request_status === 2).length, {
        timeout: 45_000,
        interval: 500,
      })
      .toBe(1);
    // Closed, the instances have finished every sync they began: one run is all there will be.
    for (const i of instances.splice(0)) {
      await i.app.close();
      await i.db.destroy();
    }
    const runs = await autoRequests(base.db, c.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ job_status: 1, job: 10, sub_company_status: 1 });
  }, 70_000);
});
