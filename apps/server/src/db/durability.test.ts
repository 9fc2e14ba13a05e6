import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { localDateTime } from '@portal/domain';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Engine } from './database.ts';
import { createCompany, signIn } from '../../test/factories.ts';
import { ENGINES } from '../../test/harness.ts';
import { createEmployee, createJob, shift } from '../../test/timekeeping.ts';

/*
 * Nothing the portal answered 2xx for is lost when its process is killed. For each kind of write: an
 * outside process opens the database file while the portal runs (on SQLite: what an operator's
 * `sqlite3 portal.sqlite`, a backup tool or `npm run migrate` does), the write gets its 2xx, the portal
 * is killed with SIGKILL, and after a restart the write is there.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TZ = 'America/New_York';
const JWT_SECRET = 'durability-secret-durability-secret-0123';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * An outside process opens the SQLite file, reads, and closes it: the sqlite3 shell, as an operator
 * would run it (.ci/run installs it). Closing, a connection that finds no other process's lock on the
 * file checkpoints the log and deletes it.
 */
function outsideRead(file: string): number {
  const run = spawnSync('sqlite3', [file, 'select count(*) from users'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the outside reader failed: ${run.stderr || run.error}`);
  return Number(run.stdout.trim());
}

/** How many descriptors of the file a process holds (Linux; -1 where /proc is missing). */
function descriptorsOf(pid: number, file: string): number {
  const fds = `/proc/${pid}/fd`;
  if (!fs.existsSync(fds)) return -1;
  return fs.readdirSync(fds).filter((fd) => {
    try {
      return fs.readlinkSync(path.join(fds, fd)) === file;
    } catch {
      return false;
    }
  }).length;
}

/** The test's database, made and filled by the test before the portal's own process starts. */
interface Store {
  engine: Engine;
  dataDir: string;
  /** The environment that points a portal process at this database. */
  env: Record<string, string>;
  /** Reads with a short-lived connection (closed again, so it never shields the portal's locks). */
  read<T>(query: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function makeStore(engine: Engine): Promise<{ store: Store; handle: DatabaseHandle }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-durability-'));
  if (engine === 'sqlite') {
    const file = path.join(dataDir, 'portal.sqlite');
    const store: Store = {
      engine,
      dataDir,
      env: {},
      async read<T>(query: string, params: unknown[] = []) {
        const { default: Database } = await import('better-sqlite3');
        const db = new Database(file, { readonly: true });
        try {
          return db.prepare(query).all(...params) as T[];
        } finally {
          db.close();
        }
      },
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return { store, handle: openDatabase({ dataDir }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const withSchema = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  const store: Store = {
    engine,
    dataDir,
    env: { DATABASE_URL: `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    read: <T>(query: string, params: unknown[] = []) =>
      withSchema(async (c) => {
        let n = 0;
        return (
          await c.query(
            query.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows as T[];
      }),
    async drop() {
      await withSchema((c) =>
        c.query(`drop schema ${schema} cascade; drop schema if exists ${schema}_pgboss cascade`),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { store, handle: openDatabase({ dataDir, databaseUrl: url, searchPath: schema, poolSize: 2 }) };
}

/** The portal as its own process: the built server, as `npm start` runs it. */
class Portal {
  private child: ChildProcess | null = null;
  url = '';
  constructor(private readonly store: Store) {}

  async start() {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: ROOT,
      stdio: process.env.DEBUG_INSTANCE ? 'inherit' : 'ignore',
      env: {
        ...process.env,
        // As deployed: with its background jobs and every thread it starts.
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.store.dataDir,
        JWT_SECRET,
        LOG_LEVEL: process.env.DEBUG_INSTANCE ? 'info' : 'silent',
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT: '1000',
        CMIC_BASE_URL: 'http://127.0.0.1:9',
        ...this.store.env,
      },
    });
    this.child = child;
    for (let i = 0; i < 1200; i++) {
      if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
      const up = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the portal did not start');
  }

  /**
   * Waits until the portal's threads have opened their connections to the file (the count of its
   * descriptors of the file has stayed the same for two seconds), so the outside reader comes after
   * every open the portal makes at its start.
   */
  async connectionsSettled(file: string) {
    const fds = `/proc/${this.child!.pid}/fd`;
    if (!fs.existsSync(fds)) return;
    const count = () =>
      fs.readdirSync(fds).filter((fd) => {
        try {
          return fs.readlinkSync(path.join(fds, fd)) === file;
        } catch {
          return false;
        }
      }).length;
    let last = -1;
    for (let same = 0; same < 10;) {
      const now = count();
      same = now === last && now !== 0 ? same + 1 : 0;
      last = now;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGKILL: no shutdown hook runs, nothing is flushed but what the database already made durable. */
  async crash() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async call(method: string, url: string, token: string, body?: object) {
    const res = await fetch(`${this.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      body: (await res.json().catch(() => null)) as { data: Record<string, unknown> },
    };
  }
}

describe.each(ENGINES)('committed writes survive SIGKILL on %s', { timeout: 180_000 }, (engine) => {
  let store: Store;
  let portal: Portal;
  let config: Config;
  let tokens: { admin: string; payroll: string };
  let fixtures: {
    job: number;
    worker: number;
    corrected: number;
    plain: number;
    weekly: number;
    long: number;
  };
  let settingsId: number;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`the server did not build: ${build.stderr}`);
    const made = await makeStore(engine);
    store = made.store;
    config = loadConfig({
      DATA_DIR: store.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET,
      AUTH_RATE_LIMIT: '1000',
    });
    // The fixtures are made in this process, which then lets go of the database completely.
    const app = await buildApp(config, { serveWeb: false, jobs: false, database: made.handle });
    await app.ready();
    const company = await createCompany(made.handle.db);
    const admin = await signIn(app, company.users.admin.email);
    const job = await createJob(made.handle.db, company.id);
    const worker = await createEmployee(made.handle.db, company.id);
    const approver = await createEmployee(made.handle.db, company.id);
    const weekly = await createEmployee(made.handle.db, company.id);
    const day = (d: string, from: string, to: string) =>
      [`2026-11-${d}T${from}:00-05:00`, `2026-11-${d}T${to}:00-05:00`] as const;
    // Week of 11/02: approved, to be closed and reopened. Week of 11/09: entries to approve.
    const closable = await shift(app, admin, weekly, job, ...day('03', '07:00', '15:30'));
    const corrected = await shift(app, admin, approver, job, ...day('10', '07:00', '15:30'));
    const plain = await shift(app, admin, approver, job, ...day('11', '07:00', '15:30'));
    await shift(app, admin, weekly, job, ...day('10', '07:00', '15:30'));
    await shift(app, admin, weekly, job, ...day('11', '07:00', '15:00'));
    // A 14-hour day without a meal period: double time and a missed meal under California's policy.
    const long = await shift(app, admin, worker, job, ...day('12', '06:00', '20:00'));
    const approved = await app.inject({
      method: 'POST',
      url: '/api/v1/time-entry-approval-update',
      headers: { authorization: `Bearer ${admin}` },
      payload: { time_entries: [await approvalItem(made.handle, closable)] },
    });
    expect(approved.statusCode, approved.body).toBe(202);
    fixtures = { job, worker, corrected, plain, weekly, long };
    settingsId = (
      await made.handle.db
        .selectFrom('settings')
        .select('id')
        .where('company_id', '=', company.id)
        .executeTakeFirstOrThrow()
    ).id;
    await app.close();
    await made.handle.db.destroy();
    if (engine === 'sqlite')
      expect(descriptorsOf(process.pid, path.join(store.dataDir, 'portal.sqlite'))).toEqual(0);

    portal = new Portal(store);
    await portal.start();
    const login = async (email: string) =>
      (
        await fetch(`${portal.url}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'correct-horse-1' }),
        })
      ).json() as Promise<{ data: { token: string } }>;
    tokens = {
      admin: (await login(company.users.admin.email)).data.token,
      payroll: (await login(company.users.payroll.email)).data.token,
    };
  }, 240_000);

  afterAll(async () => {
    await portal?.crash();
    await store?.drop();
  });

  async function approvalItem(handle: DatabaseHandle, id: number, changes: object = {}) {
    const e = await handle.db
      .selectFrom('time_entries')
      .select(['version', 'clock_in_at', 'clock_out_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      id,
      version: e.version,
      clock_in_date_time: localDateTime(e.clock_in_at, TZ),
      clock_out_date_time: e.clock_out_at ? localDateTime(e.clock_out_at, TZ) : null,
      is_corrected: false,
      ...changes,
    };
  }

  async function entryRow(id: number) {
    const [row] = await store.read<{
      version: number;
      clock_in_at: string;
      clock_out_at: string;
      approved_status: string;
    }>('select version, clock_in_at, clock_out_at, approved_status from time_entries where id = ?', [id]);
    return row!;
  }

  /**
   * The heart of the suite: with an outside process having opened the file, the write answers 2xx;
   * the portal dies by SIGKILL; after a restart `check` finds the write.
   */
  async function survives(
    write: () => Promise<{ status: number; body: unknown }>,
    check: () => Promise<void>,
  ) {
    if (engine === 'sqlite') {
      const file = path.join(store.dataDir, 'portal.sqlite');
      // A grid read first, so that every thread the portal starts has opened its connection.
      const grid = await portal.call(
        'GET',
        '/api/v1/time-sheet-list?start_date=2026-11-09&end_date=2026-11-15&location=all&time_sheet_by=1',
        tokens.payroll,
      );
      expect(grid.status, JSON.stringify(grid.body)).toBe(200);
      await portal.connectionsSettled(file);
      expect(outsideRead(file)).toBeGreaterThan(0);
    }
    const res = await write();
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    await portal.crash();
    await portal.start();
    await check();
  }

  it('keeps a punch batch', async () => {
    const ids = [randomUUID(), randomUUID()];
    await survives(
      () =>
        portal.call('POST', '/api/v1/punches/batch', tokens.admin, {
          punches: [
            {
              client_id: ids[0],
              employee_id: fixtures.worker,
              job_id: fixtures.job,
              type: 'in',
              device_time: '2026-11-16T07:00:00-05:00',
            },
            {
              client_id: ids[1],
              employee_id: fixtures.worker,
              job_id: fixtures.job,
              type: 'out',
              device_time: '2026-11-16T15:30:00-05:00',
            },
          ],
        }),
      async () => {
        const rows = await store.read<{ client_id: string }>(
          'select client_id from punches where client_id in (?, ?)',
          ids,
        );
        expect(rows).toHaveLength(2);
      },
    );
  });

  it('keeps a correction', async () => {
    const before = await entryRow(fixtures.corrected);
    await survives(
      () =>
        portal.call('POST', '/api/v1/time-entry-approval-update', tokens.payroll, {
          time_entries: [
            {
              id: fixtures.corrected,
              version: before.version,
              clock_in_date_time: localDateTime(
                new Date(Date.parse(before.clock_in_at) - 30 * 60_000).toISOString(),
                TZ,
              ),
              clock_out_date_time: localDateTime(before.clock_out_at, TZ),
              is_corrected: true,
              notes: 'Started early',
            },
          ],
        }),
      async () => {
        const after = await entryRow(fixtures.corrected);
        expect(after.clock_in_at).not.toBe(before.clock_in_at);
        expect(after.version).toBeGreaterThan(before.version);
      },
    );
  });

  it('keeps an approval', async () => {
    const id = fixtures.plain;
    const before = await entryRow(id);
    await survives(
      () =>
        portal.call('POST', '/api/v1/time-entry-approval-update', tokens.payroll, {
          time_entries: [
            {
              id,
              version: before.version,
              clock_in_date_time: localDateTime(before.clock_in_at, TZ),
              clock_out_date_time: localDateTime(before.clock_out_at, TZ),
              is_corrected: false,
            },
          ],
        }),
      async () => expect((await entryRow(id)).approved_status).toBe('approved'),
    );
  });

  it('keeps an Approve Week', async () => {
    const week = { start_date: '2026-11-09', end_date: '2026-11-15', emp_ids: [fixtures.weekly] };
    await survives(
      async () => {
        const preview = await portal.call(
          'POST',
          '/api/v1/time-entry-week-approval-preview',
          tokens.payroll,
          week,
        );
        expect(preview.status, JSON.stringify(preview.body)).toBe(200);
        return portal.call('POST', '/api/v1/time-entry-week-approval', tokens.payroll, {
          ...week,
          time_entries: preview.body.data.entries,
        });
      },
      async () => {
        const rows = await store.read<{ approved_status: string }>(
          "select approved_status from time_entries where employee_id = ? and work_date between '2026-11-09' and '2026-11-15'",
          [fixtures.weekly],
        );
        expect(rows.map((r) => r.approved_status)).toEqual(['approved', 'approved']);
      },
    );
  });

  it('keeps the close of a pay period, and its reopen', async () => {
    const period = () =>
      store.read<{ week_start: string; total_hundredths: number | null }>(
        "select week_start, total_hundredths from pay_periods where week_start = '2026-11-02'",
      );
    await survives(
      () => portal.call('POST', '/api/v1/pay-period-close', tokens.payroll, { start_date: '2026-11-02' }),
      async () => {
        const [closed] = await period();
        expect(Number(closed?.total_hundredths)).toBeGreaterThan(0);
      },
    );
    await survives(
      () =>
        portal.call('POST', '/api/v1/pay-period-reopen', tokens.payroll, {
          start_date: '2026-11-02',
          reason: 'A late correction',
        }),
      async () => expect(await period()).toEqual([]),
    );
  });

  // Killed midway, a close leaves the week open, or closed with its file's totals and its audit line:
  // never closed without them. Another connection holds the kept files' table, so the close stops
  // inside its work; the portal is killed there.
  it.runIf(engine === 'postgres')('leaves no half-done close when killed during it', async () => {
    const holder = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin; lock table pay_period_files in access exclusive mode');
      const closing = portal
        .call('POST', '/api/v1/pay-period-close', tokens.payroll, { start_date: '2026-11-02' })
        .catch(() => null);
      await expect
        .poll(
          async () =>
            (
              await holder.query(
                "select count(*)::int as n from pg_locks where relation = 'pay_period_files'::regclass and not granted",
              )
            ).rows[0].n,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      await portal.crash();
      await closing;
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    await portal.start();
    const periods = await store.read<{ total_hundredths: number | null }>(
      "select total_hundredths from pay_periods where week_start = '2026-11-02'",
    );
    const closes = await store.read<{ n: number }>(
      "select count(*) as n from audit_logs where action = 'Pay Period Close'",
    );
    const reopens = await store.read<{ n: number }>(
      "select count(*) as n from audit_logs where action = 'Pay Period Reopen'",
    );
    // The close and reopen of the test before left one of each.
    expect(periods).toEqual([]);
    expect(Number(closes[0]!.n)).toBe(Number(reopens[0]!.n));
    const res = await portal.call('POST', '/api/v1/pay-period-close', tokens.payroll, {
      start_date: '2026-11-02',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Number((res.body.data.totals as { lines: number }).lines)).toBeGreaterThan(0);
  });

  /** The company's settings as the Settings screen sends them back (without what the server sets). */
  async function settingsForm() {
    const current = (await portal.call('GET', `/api/v1/setting/${settingsId}`, tokens.admin)).body.data;
    const { smtp_password_set: _s, updated_at: _u, ...form } = current;
    return form;
  }

  it('keeps a settings change', async () => {
    const form = await settingsForm();
    await survives(
      () =>
        portal.call('PUT', `/api/v1/setting/${settingsId}`, tokens.admin, {
          ...form,
          gps_distance_threshold: 0.75,
        }),
      async () => {
        const [row] = await store.read<{ gps_distance_threshold: number }>(
          'select gps_distance_threshold from settings where id = ?',
          [settingsId],
        );
        expect(Number(row!.gps_distance_threshold)).toBe(0.75);
      },
    );
  });

  it('keeps a change of overtime policy, and the figures it worked out again', async () => {
    await survives(
      () =>
        portal.call('PUT', '/api/v1/overtime-policies', tokens.admin, {
          company: { preset: 'california' },
          sites: [],
        }),
      async () => {
        const [settings] = await store.read<{ overtime_policy: string }>(
          'select overtime_policy from settings where id = ?',
          [settingsId],
        );
        expect(JSON.parse(settings!.overtime_policy).preset).toBe('california');
        const [entry] = await store.read<{ double_time_minutes: number; meal_periods_missed: number }>(
          'select double_time_minutes, meal_periods_missed from time_entries where id = ?',
          [fixtures.long],
        );
        expect(Number(entry!.double_time_minutes)).toBeGreaterThan(0);
        expect(Number(entry!.meal_periods_missed)).toBeGreaterThan(0);
      },
    );
  });

  it('keeps a meal premium marked owed', async () => {
    const { version } = await entryRow(fixtures.long);
    await survives(
      () =>
        portal.call('POST', '/api/v1/meal-premium', tokens.payroll, {
          id: fixtures.long,
          version,
          owed: true,
        }),
      async () => {
        const [entry] = await store.read<{ meal_premium_owed: number | boolean }>(
          'select meal_premium_owed from time_entries where id = ?',
          [fixtures.long],
        );
        expect(Boolean(Number(entry!.meal_premium_owed))).toBe(true);
      },
    );
  });

  it("keeps a job's QuickBooks customer", async () => {
    await survives(
      () =>
        portal.call('PUT', `/api/v1/job-customer/${fixtures.job}`, tokens.admin, {
          customer_name: 'Port Authority',
        }),
      async () => {
        const [row] = await store.read<{ customer_name: string | null }>(
          'select customer_name from jobs where id = ?',
          [fixtures.job],
        );
        expect(row!.customer_name).toBe('Port Authority');
      },
    );
  });

  it("keeps the QuickBooks company's name and create time", async () => {
    const form = await settingsForm();
    await survives(
      () =>
        portal.call('PUT', `/api/v1/setting/${settingsId}`, tokens.admin, {
          ...form,
          quickbooks_company_name: 'Summit Coatings Inc.',
          quickbooks_company_create_time: '1196184000',
        }),
      async () => {
        const [row] = await store.read<{
          quickbooks_company_name: string | null;
          quickbooks_company_create_time: string | null;
        }>('select quickbooks_company_name, quickbooks_company_create_time from settings where id = ?', [
          settingsId,
        ]);
        expect(row).toEqual({
          quickbooks_company_name: 'Summit Coatings Inc.',
          quickbooks_company_create_time: '1196184000',
        });
      },
    );
  });

  it('keeps a new sub-contractor company', async () => {
    const name = `Durable Rigging ${randomUUID().slice(0, 8)}`;
    await survives(
      () => portal.call('POST', '/api/v1/sub-contractor-companies-add', tokens.admin, { name }),
      async () => {
        const rows = await store.read<{ name: string }>(
          'select name from subcontractor_companies where name = ?',
          [name],
        );
        expect(rows).toHaveLength(1);
      },
    );
  });
});
