import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MSG } from '@portal/contracts/jobs';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createJob } from '../../../test/timekeeping.ts';
import { names } from './service.ts';

describe('names of areas and tasks', () => {
  it.each([
    [null, []],
    ['', []],
    ['["North span","South span"]', ['North span', 'South span']],
    ['North span, South span', ['North span', 'South span']],
    ['[{"id":1}]', ['{"id":1}']],
  ])('reads %j as %j', (stored, expected) => {
    expect(names(stored)).toEqual(expected);
  });
});

describe.each(ENGINES)('job calls on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let office: string;
  let payroll: string;
  let job: number;
  let theirs: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    company = await createCompany(t.db);
    [admin, office, payroll] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.office.email),
      signIn(t.app, company.users.payroll.email),
    ]);
    await createJob(t.db, company.id, { code: 'J-10', name: 'Tower' });
    const closed = await createJob(t.db, company.id, { code: 'J-2', name: 'Tank', latitude: null });
    job = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
    await t.db.updateTable('jobs').set({ is_active: 0 }).where('id', '=', closed).execute();
    await t.db
      .updateTable('jobs')
      .set({ pm_code: 'PM-010', job_areas: '["North span"]', job_positions_tasks: '["Prime coat"]' })
      .where('id', '=', job)
      .execute();
    theirs = await createJob(t.db, (await createCompany(t.db)).id, { code: 'J-0' });
  });
  afterAll(() => t.close());

  const get = (url: string, token = office) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (token: string, payload: object, id = job) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/job-update-timings/${id}`, headers: bearer(token), payload });
  const jobAudits = () =>
    t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('action', '=', 'Job Defaults Update')
      .orderBy('id')
      .execute();

  it('lists every job of the company, deactivated too, sorted by code, with areas and tasks', async () => {
    const res = await get(`/api/v1/job-list?company_code=${company.code}`);
    expect(res.statusCode).toBe(200);
    const jobs = res.json().data;
    expect(jobs.map((j: { code: string }) => j.code)).toEqual(['J-1', 'J-2', 'J-10']);
    expect(jobs[0]).toEqual({
      id: job,
      code: 'J-1',
      name: 'Bridge',
      is_active: 1,
      pm_code: 'PM-010',
      latitude: 40.7357,
      longitude: -74.1724,
      default_job_start_time: '07:00:00',
      default_job_end_time: '15:30:00',
      job_areas: ['North span'],
      job_positions_tasks: ['Prime coat'],
      site_id: null,
      customer_name: null,
    });
    expect(jobs[1]).toMatchObject({ code: 'J-2', is_active: 0, latitude: null, job_areas: [] });
    expect((await get('/api/v1/job-list')).json().data).toHaveLength(3);
  });

  it('refuses a company code other than the caller’s', async () => {
    const res = await get('/api/v1/job-list?company_code=SOMEONE-ELSE');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(JOB_MSG.wrongCompany);
  });

  it('shows one job and hides other companies’ jobs', async () => {
    const res = await get(`/api/v1/job/${job}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: job, code: 'J-1', pm_code: 'PM-010' });
    const hidden = await get(`/api/v1/job/${theirs}`, admin);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(JOB_MSG.notFound);
    expect((await get('/api/v1/job/999999', admin)).statusCode).toBe(404);
  });

  it.each([
    [{}, { default_job_start_time: JOB_MSG.startRequired, default_job_end_time: JOB_MSG.endRequired }],
    [
      { default_job_start_time: '', default_job_end_time: '14:30:00' },
      { default_job_start_time: JOB_MSG.startRequired },
    ],
    [
      { default_job_start_time: '06:00:00', default_job_end_time: null },
      { default_job_end_time: JOB_MSG.endRequired },
    ],
    [
      { default_job_start_time: '25:00:00', default_job_end_time: '14:30:00' },
      { default_job_start_time: JOB_MSG.startInvalid },
    ],
    [
      { default_job_start_time: '06:00:00', default_job_end_time: '2:30 PM' },
      { default_job_end_time: JOB_MSG.endInvalid },
    ],
  ])('validates the default timings %j and writes no audit row', async (payload, errors) => {
    const before = await jobAudits();
    const res = await put(admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await jobAudits()).toHaveLength(before.length);
  });

  it('saves default timings with job_read_write only, and audits before and after', async () => {
    const times = { default_job_start_time: '06:00:00', default_job_end_time: '14:30:00' };
    expect((await put(office, times)).statusCode).toBe(403);
    expect((await put(admin, times, theirs)).statusCode).toBe(404);
    const res = await put(admin, { default_job_start_time: '06:00', default_job_end_time: '14:30:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: JOB_MSG.updated, data: { id: job, ...times } });
    expect((await get(`/api/v1/job/${job}`)).json().data).toMatchObject(times);
    expect((await jobAudits()).map((a) => a.description)).toEqual([
      'Job J-1 Bridge: start 07:00:00 -> 06:00:00, end 15:30:00 -> 14:30:00',
    ]);
    const untouched = await t.db
      .selectFrom('jobs')
      .select('default_job_start_time')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(untouched.default_job_start_time).toBe('07:00:00');
  });

  it('saves a night job whose end is before its start', async () => {
    const res = await put(admin, { default_job_start_time: '19:00:00', default_job_end_time: '05:30:00' });
    expect(res.statusCode).toBe(200);
  });

  const putCustomer = (token: string, payload: object, id = job) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/job-customer/${id}`, headers: bearer(token), payload });
  const customerAudits = () =>
    t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('action', '=', 'Job Customer')
      .orderBy('id')
      .execute();

  it.each([
    [{}, JOB_MSG.customerName],
    [{ customer_name: 'Acme:Harbor' }, JOB_MSG.customerName],
    [{ customer_name: 'A'.repeat(42) }, JOB_MSG.customerName],
    [{ customer_name: 'Port\tAuthority' }, JOB_MSG.customerName],
    [{ customer_name: 7 }, JOB_MSG.customerName],
  ])('refuses the customer %j with a field message and writes no audit row', async (payload, message) => {
    const before = await customerAudits();
    const res = await putCustomer(admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ customer_name: message });
    expect(await customerAudits()).toHaveLength(before.length);
  });

  it('saves, shows and clears the QuickBooks customer with job_read_write only, audited before and after', async () => {
    expect((await putCustomer(office, { customer_name: 'Port Authority' })).statusCode).toBe(403);
    expect((await putCustomer(admin, { customer_name: 'Port Authority' }, theirs)).statusCode).toBe(404);
    const saved = await putCustomer(admin, { customer_name: '  Port Authority  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: JOB_MSG.customerSaved,
      data: { id: job, code: 'J-1', customer_name: 'Port Authority' },
    });
    expect((await get(`/api/v1/job/${job}`)).json().data.customer_name).toBe('Port Authority');
    const listed = (await get('/api/v1/job-list')).json().data as {
      id: number;
      customer_name: string | null;
    }[];
    expect(listed.find((j) => j.id === job)!.customer_name).toBe('Port Authority');
    expect(listed.filter((j) => j.id !== job).map((j) => j.customer_name)).toEqual([null, null]);

    const cleared = await putCustomer(admin, { customer_name: '' });
    expect(cleared.json().data.customer_name).toBeNull();
    expect((await putCustomer(admin, { customer_name: null })).json().data.customer_name).toBeNull();
    expect((await customerAudits()).map((a) => a.description)).toEqual([
      'Customer of job J-1 Bridge: none -> Port Authority',
      'Customer of job J-1 Bridge: Port Authority -> none',
      'Customer of job J-1 Bridge: none -> none',
    ]);
    const untouched = await t.db
      .selectFrom('jobs')
      .select('customer_name')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(untouched.customer_name).toBeNull();
  });

  it('answers 401 without a token and 403 without the Job module', async () => {
    for (const url of ['/api/v1/job-list', `/api/v1/job/${job}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, payroll)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-update-timings/${job}`,
      payload: { default_job_start_time: '06:00:00', default_job_end_time: '14:30:00' },
    });
    expect(anonymous.statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-customer/${job}`,
      payload: { customer_name: 'Port Authority' },
    });
    expect(noToken.statusCode).toBe(401);
    expect((await putCustomer(payroll, { customer_name: 'Port Authority' })).statusCode).toBe(403);
  });
});
