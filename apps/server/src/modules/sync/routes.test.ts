import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_MSG } from '@portal/contracts/sync';
import { readDataRevision } from '../../platform/data-revision.ts';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { demoChanges, type SimulatorData } from './simulator/data.ts';
import { startSimulator, type Simulator, type Switch } from './simulator/server.ts';
import { failInterrupted } from './service.ts';

let sim: Simulator;
let data: SimulatorData;
beforeAll(async () => {
  data = await demoChanges();
  sim = await startSimulator(data);
});
afterAll(() => sim.close());

describe.each(ENGINES)('sync API on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {
      CMIC_BASE_URL: sim.url,
      STAR_BUILDER_BASE_URL: sim.url,
      SYNC_HTTP_TIMEOUT_MS: '300',
      SYNC_HTTP_RETRIES: '1',
    });
  });
  afterAll(() => t.close());
  afterEach(() => sim.setSwitches({}));

  /** A company of its own per test, signed in as its administrator. */
  async function company() {
    const c = await createCompany(t.db);
    return { ...c, token: await signIn(t.app, c.users.admin.email) };
  }
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
  const count = async (
    table: 'employees' | 'jobs' | 'subcontractor_companies' | 'audit_logs',
    companyId: number,
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let active: number, inactive: number, jobs: number;
  beforeAll(() => {
    active = data.employees.filter((e) => e.EmpStatusCode === 'A').length;
    inactive = data.employees.length - active;
    jobs = data.jobs.length + data.projects.length;
  });

  it('syncs employees, jobs and sub-contractor companies from CMiC and Star Builder', async () => {
    const c = await company();
    const res = await get('star-builder-sync', c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: SYNC_MSG.completed, errors: null });
    const status = await get('sync-status', c.token);
    expect(status.json().data).toEqual({
      id: expect.any(Number),
      company_code: c.code,
      cmic_companycode: c.code,
      sync_type: 2,
      requested_time: expect.any(String),
      request_status: 2,
      sync_completed_on: expect.any(String),
      active_emp_status: 1,
      active_emp: active,
      in_active_emp_status: 1,
      in_active_emp: inactive,
      job_status: 1,
      job: jobs,
      sub_company_status: 1,
      sub_company: data.subcontractors.length,
      errors: null,
    });
    const hire = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', c.id)
      .where('code', '=', 'E1081')
      .executeTakeFirstOrThrow();
    expect(hire).toMatchObject({
      first_name: 'Marisol',
      is_active: 1,
      external_source: 'cmic',
      external_id: 'EXT-E-81',
    });
    expect(hire.role_id).toBe(c.roles['Field User']);
    expect(await count('jobs', c.id)).toBe(jobs);
    const subs = await t.db
      .selectFrom('subcontractor_companies')
      .selectAll()
      .where('company_id', '=', c.id)
      .execute();
    expect(subs.every((s) => s.sync_at !== null && s.external_id !== null)).toBe(true);
    const settings = await t.db
      .selectFrom('settings')
      .selectAll()
      .where('company_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(settings.star_builder_last_synced).toBe(status.json().data.sync_completed_on);
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('company_id', '=', c.id)
      .where('action', '=', 'Sync')
      .execute();
    expect(audit.map((a) => a.description.split(':')[0])).toEqual([
      'Active Employees synced',
      'Inactive Employees synced',
      'Jobs synced',
      'Sub Contractor Companies synced',
    ]);
    expect(audit[0]).toMatchObject({ user_name: `Administrator ${c.code}`, entity: 'sync_request' });
  });

  it('changes nothing, writes no audit row and keeps the data revision on a second identical run', async () => {
    const c = await company();
    await get('star-builder-sync', c.token);
    const audit = await count('audit_logs', c.id);
    const revision = await readDataRevision(t.db, c.id);
    const res = await get('star-builder-sync', c.token);
    expect(res.json()).toMatchObject({ status: true, data: { active_emp_status: 1, job_status: 1 } });
    expect(await count('audit_logs', c.id)).toBe(audit);
    expect(await readDataRevision(t.db, c.id)).toBe(revision);
  });

  it('updates a rename and a moved job, deactivates ERP employees gone from CMiC, and leaves the rest alone', async () => {
    const c = await company();
    const at = new Date().toISOString();
    const sub = await t.db
      .insertInto('subcontractor_companies')
      .values({ company_id: c.id, name: 'Tri-County Rigging', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = (code: string, o: object) => ({
      company_id: c.id,
      code,
      first_name: 'Pat',
      last_name: 'Doe',
      created_at: at,
      updated_at: at,
      ...o,
    });
    await t.db
      .insertInto('employees')
      .values([
        person('E9001', { external_source: 'cmic', external_id: 'GONE-1' }),
        person('E9002', {}),
        person('S9003', { subcontractor_company_id: sub.id }),
        person('E1005', { external_source: 'cmic', external_id: 'EXT-E-5', last_name: 'Before' }),
      ])
      .execute();
    const res = await get('star-builder-sync', c.token);
    expect(res.json().status).toBe(true);
    const rows = await t.db
      .selectFrom('employees')
      .select(['code', 'last_name', 'is_active'])
      .where('company_id', '=', c.id)
      .where('code', 'in', ['E9001', 'E9002', 'S9003', 'E1005'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'E1005', last_name: 'Whitfield', is_active: 1 },
      { code: 'E9001', last_name: 'Doe', is_active: 0 },
      { code: 'E9002', last_name: 'Doe', is_active: 1 },
      { code: 'S9003', last_name: 'Doe', is_active: 1 },
    ]);
    expect(res.json().data.in_active_emp).toBe(inactive + 1);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('company_id', '=', c.id)
      .execute();
    expect(audit.map((a) => a.description).join('\n')).toContain('E1005 ');
    expect(audit.map((a) => a.description).join('\n')).toContain('last_name: Before -> Whitfield');
    expect(audit.map((a) => a.description).join('\n')).toContain(
      '1 deactivated (no longer in the source): E9001 Pat Doe',
    );
  });

  it('keeps the QuickBooks customer a clerk typed on the jobs it updates: neither system sends one', async () => {
    const c = await company();
    const at = new Date().toISOString();
    const cmic = data.jobs[1]!;
    const project = data.projects[0]!;
    const job = (code: string, source: string, id: string) => ({
      company_id: c.id,
      code,
      name: 'Before the sync',
      latitude: 0,
      longitude: 0,
      external_source: source,
      external_id: id,
      customer_name: 'Port Authority',
      created_at: at,
      updated_at: at,
    });
    await t.db
      .insertInto('jobs')
      .values([job(cmic.JobCode, 'cmic', cmic.JobUniqueId), job(project.number, 'star_builder', project.id)])
      .execute();
    expect((await get('star-builder-sync', c.token)).json().status).toBe(true);
    const rows = await t.db
      .selectFrom('jobs')
      .select(['code', 'name', 'latitude', 'customer_name'])
      .where('company_id', '=', c.id)
      .where('code', 'in', [cmic.JobCode, project.number])
      .orderBy('code')
      .execute();
    expect(rows).toEqual(
      [
        {
          code: cmic.JobCode,
          name: cmic.JobName,
          latitude: cmic.JobLatitude,
          customer_name: 'Port Authority',
        },
        {
          code: project.number,
          name: project.name,
          latitude: project.latitude,
          customer_name: 'Port Authority',
        },
      ].sort((a, b) => (a.code < b.code ? -1 : 1)),
    );
    const others = await t.db
      .selectFrom('jobs')
      .select('customer_name')
      .where('company_id', '=', c.id)
      .where('code', 'not in', [cmic.JobCode, project.number])
      .execute();
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((j) => j.customer_name === null)).toBe(true);
  });

  it.each<[string, 'employees' | 'jobs' | 'subcontractors', Switch, string[]]>([
    ['answers 500', 'jobs', { fail: 'http-500' }, ['job']],
    ['never answers', 'jobs', { fail: 'timeout' }, ['job']],
    ['sends a broken page', 'employees', { fail: 'broken-page' }, ['active_emp', 'in_active_emp']],
    ['answers 500', 'subcontractors', { fail: 'http-500' }, ['sub_company']],
  ])(
    'fails only the part whose system %s (%s), writing none of it',
    async (_what, resource, fault, failed) => {
      const c = await company();
      sim.setSwitches({ [resource]: fault });
      const res = await get('star-builder-sync', c.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(false);
      expect(Object.keys(body.errors).sort()).toEqual([...failed].sort());
      for (const part of ['active_emp', 'in_active_emp', 'job', 'sub_company']) {
        expect(body.data[`${part}_status`]).toBe(failed.includes(part) ? 0 : 1);
      }
      const expected = {
        employees: failed.includes('active_emp') ? 0 : data.employees.length,
        jobs: failed.includes('job') ? 0 : jobs,
        subcontractor_companies: failed.includes('sub_company') ? 0 : data.subcontractors.length,
      };
      for (const [table, n] of Object.entries(expected)) expect(await count(table as 'jobs', c.id)).toBe(n);
      const settings = await t.db
        .selectFrom('settings')
        .selectAll()
        .where('company_id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(settings.star_builder_last_synced).toBeNull();
    },
  );

  it('says why a part failed', async () => {
    const c = await company();
    sim.setSwitches({ jobs: { fail: 'broken-page' } });
    const body = (await get('star-builder-sync', c.token)).json();
    expect(body.message).toBe(SYNC_MSG.partsFailed(['Jobs']));
    expect(body.errors.job).toBe('CMiC jobs, page 1: the answer is not valid JSON');
  });

  it('retries a 500 and a timeout and then succeeds', async () => {
    const c = await company();
    sim.setSwitches({ jobs: { fail: 'http-500', times: 1 }, subcontractors: { fail: 'timeout', times: 1 } });
    const body = (await get('star-builder-sync', c.token)).json();
    expect(body).toMatchObject({ status: true, data: { job_status: 1, sub_company_status: 1 } });
  });

  it('refuses a second start while a sync runs, and starts nothing', async () => {
    const c = await company();
    sim.setSwitches({ employees: { delayMs: 150 } });
    const first = get('star-builder-sync', c.token);
    await expect.poll(async () => (await get('sync-status', c.token)).json().data?.request_status).toBe(1);
    const second = await get('star-builder-sync', c.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      status: false,
      message: SYNC_MSG.alreadyRunning,
      code: 'sync_running',
    });
    expect((await first).json().status).toBe(true);
    expect(
      await t.db.selectFrom('sync_requests').select('id').where('company_id', '=', c.id).execute(),
    ).toHaveLength(1);
  });

  it('shows an in-progress sync with its parts yet to sync', async () => {
    const c = await company();
    sim.setSwitches({ employees: { delayMs: 150 } });
    const run = get('star-builder-sync', c.token);
    await expect.poll(async () => (await get('sync-status', c.token)).json().data?.request_status).toBe(1);
    const status = (await get('sync-status', c.token)).json().data;
    expect(status).toMatchObject({ request_status: 1, sync_completed_on: null, job_status: null, job: null });
    await run;
  });

  it('fails a sync cut short by a stopped server, and it blocks no later sync', async () => {
    const c = await company();
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.db
      .insertInto('sync_requests')
      .values({
        company_id: c.id,
        sync_type: 1,
        requested_time: old,
        request_status: 1,
        heartbeat_at: old,
        active_emp_status: 1,
        active_emp: 3,
      })
      .execute();
    expect(await failInterrupted(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const failed = (await get('sync-status', c.token)).json().data;
    expect(failed).toMatchObject({
      request_status: 2,
      active_emp_status: 1,
      in_active_emp_status: 0,
      job_status: 0,
      errors: { sync: SYNC_MSG.interrupted },
    });
    expect((await get('star-builder-sync', c.token)).json().status).toBe(true);
  });

  it('answers no status before the first sync', async () => {
    const c = await company();
    expect((await get('sync-status', c.token)).json()).toMatchObject({ status: true, data: null });
  });

  it('needs the Settings module: 403 for payroll and office, status only for read', async () => {
    const c = await company();
    for (const role of ['payroll', 'office'] as const) {
      const token = await signIn(t.app, c.users[role].email);
      expect((await get('star-builder-sync', token)).statusCode).toBe(403);
      expect((await get('sync-status', token)).statusCode).toBe(403);
    }
    const readOnly = await t.db
      .selectFrom('role_permissions')
      .select('role_id')
      .where('company_id', '=', c.id)
      .where('permission', '=', 'settings_read_write')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', readOnly.role_id)
      .where('permission', '=', 'settings_read_write')
      .execute();
    const token = await signIn(t.app, c.users.admin.email);
    expect((await get('star-builder-sync', token)).statusCode).toBe(403);
    expect((await get('sync-status', token)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('sync_requests').select('id').where('company_id', '=', c.id).execute(),
    ).toEqual([]);
  });

  it('shows each company only its own syncs', async () => {
    const a = await company();
    const b = await company();
    await get('star-builder-sync', a.token);
    expect((await get('sync-status', b.token)).json().data).toBeNull();
  });
});
