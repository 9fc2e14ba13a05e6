import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { PNG_1PX } from '../../test/people.ts';
import { createEmployee, createJob } from '../../test/timekeeping.ts';
import { punchUpload } from '@portal/contracts/timesheets';
import { actorFor } from '../db/seed/demo-clock.ts';
import { storePunches } from '../modules/punches/service.ts';
import { FileStore } from './files.ts';
import { openFileStorage, type FileStorage } from './storage/file-storage.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The portal as its own process (main.ts) on the test's database and data folder. */
async function startInstance(t: TestApp, engine: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: t.config.jwtSecret,
    LOG_LEVEL: process.env.DEBUG_INSTANCE ? 'info' : 'silent',
    SEED_DEMO: 'false',
    CMIC_BASE_URL: 'http://127.0.0.1:9',
    ...(engine === 'postgres' ? { DATABASE_URL: await schemaUrl(t) } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: process.env.DEBUG_INSTANCE ? 'inherit' : 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // A cold start compiles the TypeScript first: on a busy machine that takes a while.
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the instance exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the instance did not start');
}

/** The test's PostgreSQL schema as a connection string another process can use. */
async function schemaUrl(t: TestApp): Promise<string> {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!.s;
  return `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** Every file under a folder, however deep. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** Holds PostgreSQL punch writes (a batch waits inside its transaction) until the returned call. */
async function holdPunchWrites(t: TestApp): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: await schemaUrl(t) });
  await client.connect();
  await client.query('begin');
  await client.query('lock table punches in exclusive mode');
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

/** How many punches another connection sees, i.e. how many are committed. */
async function committedPunches(t: TestApp, engine: string): Promise<number> {
  if (engine === 'sqlite') {
    const sqlite = new Database(path.join(t.config.dataDir, 'portal.sqlite'), { readonly: true });
    try {
      return (sqlite.prepare('select count(*) as n from punches').get() as { n: number }).n;
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: await schemaUrl(t) });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from punches')).rows[0].n);
  } finally {
    await client.end();
  }
}

const punchesWithPhotos = (employees: number[], job: number) =>
  employees.map((employee_id) => ({
    client_id: randomUUID(),
    employee_id,
    job_id: job,
    type: 'in',
    device_time: '2026-11-16T07:00:00-05:00',
    latitude: 40.7357,
    longitude: -74.1724,
    face_match: true,
    photo: PNG_1PX.toString('base64'),
  }));

/** Issue 12 defect 9: a punch batch that does not commit leaves no photo behind. */
describe.each(ENGINES)('photos of a punch batch on %s', (engine) => {
  let t: TestApp;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    child?.kill('SIGKILL');
    await t?.close();
  });

  async function companyWithCrew() {
    t = await startTestApp(engine);
    const company = await createCompany(t.db);
    return {
      admin: company.users.admin.email,
      token: await signIn(t.app, company.users.admin.email),
      job: await createJob(t.db, company.id),
      employees: [await createEmployee(t.db, company.id), await createEmployee(t.db, company.id)],
    };
  }

  /** A batch of two punches with photos, for the crew. */
  function uploadWithPhotos({ token, job, employees }: Awaited<ReturnType<typeof companyWithCrew>>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/punches/batch',
      headers: bearer(token),
      payload: { punches: punchesWithPhotos(employees, job) },
    });
  }

  // The writer thread stores the photos through a FileStore of its own (punch-writer.thread.ts): here
  // the same storePunches runs with a storage that watches when it is written to.
  it('reach the file storage inside the batch transaction or once it has committed', async () => {
    const { admin, employees, job } = await companyWithCrew();
    const { auth, actor } = await actorFor(t.app.ctx, admin);
    const storage = openFileStorage({ s3: null, dataDir: t.config.dataDir }, { db: t.db, engine });
    const seen: { inTransaction: boolean; committed: number }[] = [];
    const watched: FileStorage = {
      inDatabase: storage.inDatabase,
      get: (key) => storage.get(key),
      remove: (key) => storage.remove(key),
      async put(files, tx) {
        seen.push({ inTransaction: tx !== undefined, committed: await committedPunches(t, engine) });
        return storage.put(files, tx);
      },
    };
    const files = new FileStore(watched, t.config.jwtSecret!, () => new Date(), t.app.log);
    const uploads = punchesWithPhotos(employees, job).map((p) => punchUpload.parse(p));

    const results = await storePunches(
      { db: t.db, engine, now: () => new Date(), files },
      uploads.map((upload) => ({ auth, actor, upload })),
    );
    expect(results.every((r) => !(r instanceof Error))).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    for (const put of seen)
      expect(put).toEqual(
        storage.inDatabase ? { inTransaction: true, committed: 0 } : { inTransaction: false, committed: 2 },
      );
    expect(await committedPunches(t, engine)).toBe(2);
    const photos = await t.db.selectFrom('punches').select('image_path').execute();
    for (const { image_path } of photos) expect(await files.read(image_path!)).not.toBeNull();
  });

  it('are in the file storage once the batch is answered', async () => {
    const res = await uploadWithPhotos(await companyWithCrew());
    expect(res.statusCode).toBe(200);
    const photos = await t.db.selectFrom('punches').select('image_path').execute();
    expect(photos).toHaveLength(2);
    for (const { image_path } of photos) expect(await t.app.ctx.files.read(image_path!)).not.toBeNull();
    if (engine === 'sqlite') expect(filesUnder(path.join(t.config.dataDir, 'files'))).toHaveLength(2);
  });

  // Only PostgreSQL can hold a batch inside its transaction from outside (a row lock it waits on): a
  // SQLite writer waits for the database's write lock before its transaction begins.
  it.runIf(engine === 'postgres')(
    'leave nothing behind when the process is killed before the batch commits',
    async () => {
      const { token, job, employees } = await companyWithCrew();
      const instance = await startInstance(t, engine);
      child = instance.child;

      const release = await holdPunchWrites(t);
      try {
        const batch = fetch(`${instance.url}/api/v1/punches/batch`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ punches: punchesWithPhotos(employees, job) }),
        }).catch(() => null);
        await waitForLockWait(t);
        child.kill('SIGKILL');
        await batch;
      } finally {
        await release();
      }

      expect(await committedPunches(t, engine)).toBe(0);
      expect(filesUnder(path.join(t.config.dataDir, 'files'))).toEqual([]);
      const stored = await sql<{ n: string }>`select count(*) as n from stored_files`.execute(t.db);
      expect(Number(stored.rows[0]!.n)).toBe(0);
    },
    120_000,
  );
});

/** Waits until a query of the test's schema waits on a lock (the batch inside its transaction). */
async function waitForLockWait(t: TestApp): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const waiting = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()
    `.execute(t.db);
    if (Number(waiting.rows[0]!.n) > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the batch never waited inside its transaction');
}
