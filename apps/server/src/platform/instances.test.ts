import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.ts';
import { createCompany, PASSWORD } from '../../test/factories.ts';
import { PNG_1PX } from '../../test/people.ts';
import { createEmployee, createJob } from '../../test/timekeeping.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DB } from '../db/schema.ts';

/**
 * Two instances of the portal on one PostgreSQL database, each with its own process state (caches,
 * data folder, pool) and port on loopback, as behind a load balancer (docs/deployment.md).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const instances: { app: FastifyInstance; url: string; db: Kysely<DB>; dir: string }[] = [];
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-instance-${i}-`));
      const db = new Kysely<DB>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` }),
        }),
      });
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        DATABASE_URL: url,
        JWT_SECRET: 'shared-secret-shared-secret-shared-0123',
        AUTH_RATE_LIMIT: '3',
        SEED_DEMO: 'false',
      });
      const app = await buildApp(config, {
        database: { db, engine: 'postgres', sqliteFile: null },
        serveWeb: false,
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, url: address, db, dir });
    }
    company = await createCompany(instances[0]!.db);
  });

  afterAll(async () => {
    for (const i of instances) await i.app.close();
    // The job runner's (pg-boss) schema beside it too: both instances ran the mail queue.
    if (instances[0])
      await sql.raw(`drop schema ${schema}, ${schema}_pgboss cascade`).execute(instances[0].db);
    for (const i of instances) {
      await i.db.destroy();
      fs.rmSync(i.dir, { recursive: true, force: true });
    }
  });

  const at = (i: number, route: string, init: RequestInit = {}) =>
    fetch(`${instances[i]!.url}${route}`, init);
  const post = (i: number, route: string, body: object, token?: string) =>
    at(i, route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  /** The fields of the answers read here. */
  const data = async (res: Response) =>
    ((await res.json()) as { data: { token: string; email: string; punch_id: number } }).data;
  const signIn = async (i: number, email: string) =>
    (await data(await post(i, '/api/v1/login', { email, password: PASSWORD }))).token;

  it('accept on one the token signed in on the other', async () => {
    const token = await signIn(0, company.users.office.email);
    const me = await at(1, '/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await data(me)).email).toBe(company.users.office.email);
  });

  it('serve from one the photo a punch stored through the other', async () => {
    const token = await signIn(0, company.users.admin.email);
    const db = instances[0]!.db;
    const punch = await post(
      0,
      '/api/v1/punches',
      {
        client_id: randomUUID(),
        employee_id: await createEmployee(db, company.id),
        job_id: await createJob(db, company.id),
        type: 'in',
        device_time: '2026-11-16T07:00:00-05:00',
        latitude: 40.7357,
        longitude: -74.1724,
        face_match: true,
        photo: PNG_1PX.toString('base64'),
      },
      token,
    );
    expect(punch.status).toBe(200);
    const { image_path } = await db
      .selectFrom('punches')
      .select('image_path')
      .where('id', '=', (await data(punch)).punch_id)
      .executeTakeFirstOrThrow();
    const photo = await at(1, instances[0]!.app.ctx.files.signedUrl(image_path)!);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('show on one, once notified, a punch taken through the other, and at once its own; refuse a session signed out there', async () => {
    // The administrator signed in on each (the payroll account's sign-ins are counted below).
    const admin = await signIn(0, company.users.admin.email);
    const reader = await signIn(1, company.users.admin.email);
    const db = instances[0]!.db;
    const employee_id = await createEmployee(db, company.id);
    const job_id = await createJob(db, company.id);
    const punchAt = (i: number, type: 'in' | 'out', device_time: string, token = admin) =>
      post(i, '/api/v1/punches', { client_id: randomUUID(), employee_id, job_id, type, device_time }, token);
    const total = async () => {
      const res = await at(
        1,
        '/api/v1/time-sheet-list?start_date=2026-11-16&end_date=2026-11-22&time_sheet_by=1',
        {
          headers: { authorization: `Bearer ${reader}` },
        },
      );
      const rows = ((await res.json()) as { data: { id: number; total: number }[] }).data;
      return rows.find((r) => r.id === employee_id)?.total ?? 0;
    };
    expect(await total()).toBe(0);
    await punchAt(0, 'in', '2026-11-17T07:00:00-05:00');
    await punchAt(0, 'out', '2026-11-17T11:00:00-05:00');
    // The reading instance keeps the week's revision in memory: it moves on with the notification
    // of the punch's commit (docs/decisions/006 and 007).
    await eventually(async () => (await total()) === 4);
    // Its own writes it reads at once.
    await punchAt(1, 'in', '2026-11-18T07:00:00-05:00', reader);
    await punchAt(1, 'out', '2026-11-18T09:00:00-05:00', reader);
    expect(await total()).toBe(6);

    expect((await post(1, '/api/v1/logout', {}, reader)).status).toBe(200);
    const after = await at(0, '/api/v1/me', { headers: { authorization: `Bearer ${reader}` } });
    expect(after.status).toBe(401);
  });

  it('refuse at once a write with a session signed out on the other, and its reads once notified', async () => {
    const token = await signIn(0, company.users.office.email);
    const headers = { authorization: `Bearer ${token}` };
    expect((await at(1, '/api/v1/me', { headers })).status).toBe(200);
    expect((await post(0, '/api/v1/logout', {}, token)).status).toBe(200);
    expect((await post(1, '/api/v1/logout', {}, token)).status).toBe(401);
    await eventually(async () => (await at(1, '/api/v1/me', { headers })).status === 401);
  });

  it('count failed sign-ins to one account across both', async () => {
    const guess = (i: number) =>
      post(i, '/api/v1/login', { email: company.users.payroll.email, password: 'wrong-1' });
    expect((await guess(0)).status).toBe(422);
    expect((await guess(1)).status).toBe(422);
    expect((await guess(0)).status).toBe(422);
    const blocked = await guess(1);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
