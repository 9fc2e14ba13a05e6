import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERTIME_POLICY_MSG } from '@portal/contracts/overtime-policies';
import { localDateTime, OVERTIME_PRESETS } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, createSite } from '../../../test/timekeeping.ts';
import { payDifferences } from '../pay-figures/service.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
const TZ = 'America/New_York';
const URL = '/api/v1/overtime-policies';

describe.each(ENGINES)('overtime policies on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let payroll: string;
  let office: string;
  let site: number;
  let otherSite: number;
  let siteJob: number;
  let homeJob: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [admin, payroll, office] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
    ]);
    site = await createSite(t.db, company.id, 'Los Angeles Yard');
    otherSite = await createSite(t.db, company.id, 'Anchorage');
    siteJob = await createJob(t.db, company.id, { code: 'LA-1', name: 'Harbor', site_id: site });
    homeJob = await createJob(t.db, company.id, { code: 'NJ-1', name: 'Bridge' });
  });
  afterAll(() => t.close());

  const put = (payload: object, token = admin) =>
    t.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(payroll), payload });
  /** A shift of 14.5 h less the half-hour break: 14 paid hours. */
  const fourteenHours = (emp_id: number, job_id: number, day: string) =>
    post('/api/v1/add-time-entry', {
      emp_id,
      job_id,
      clock_in_date_time: `${day} 07:00:00`,
      clock_out_date_time: `${day} 21:30:00`,
      notes: 'app holder failed to clock employee',
    });
  const figures = (employeeId: number) =>
    t.db
      .selectFrom('time_entries')
      .select(['id', 'version', 'clock_in_at', 'paid_hundredths', 'regular_hundredths'])
      .select(['overtime_hundredths', 'double_time_hundredths', 'double_time_minutes', 'meal_periods_missed'])
      .where('employee_id', '=', employeeId)
      .where('deleted_at', 'is', null)
      .orderBy('clock_in_at')
      .execute();
  const split = async (employeeId: number) =>
    (await figures(employeeId)).map((f) => [
      f.regular_hundredths,
      f.overtime_hundredths,
      f.double_time_hundredths,
    ]);

  it('answers the federal policy and every site following it before anything is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      company: OVERTIME_PRESETS.federal,
      sites: [
        { site_id: otherSite, site_code: expect.any(String), site_name: 'Anchorage', policy: null },
        { site_id: site, site_code: expect.any(String), site_name: 'Los Angeles Yard', policy: null },
      ],
    });
  });

  it('lets only a user who may change the settings change them', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: bearer(office) })).statusCode).toBe(403);
    expect((await put({ company: { preset: 'california' } }, payroll)).statusCode).toBe(403);
    expect((await put({ company: { preset: 'california' } }, office)).statusCode).toBe(403);
  });

  it("refuses a custom policy's impossible thresholds and another company's site, and keeps nothing", async () => {
    const bad = await put({
      company: { preset: 'custom', daily_overtime_minutes: 600, daily_double_time_minutes: 480 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'company.daily_double_time_minutes':
        'The daily double-time threshold must be above the daily overtime threshold.',
    });
    const other = await createCompany(t.db);
    const foreign = await createSite(t.db, other.id);
    const res = await put({
      company: { preset: 'california' },
      sites: [{ site_id: foreign, policy: { preset: 'alaska' } }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'sites.0.site_id': OVERTIME_POLICY_MSG.unknownSite });
    const now = await t.app.inject({ method: 'GET', url: URL, headers: bearer(admin) });
    expect(now.json().data.company.preset).toBe('federal');
  });

  it('works out the open weeks again when the policy changes; an approved entry keeps its split', async () => {
    const emp = await createEmployee(t.db, company.id);
    const approvedEmp = await createEmployee(t.db, company.id);
    expect((await fourteenHours(emp, homeJob, '2026-11-23')).statusCode).toBe(200);
    expect((await fourteenHours(approvedEmp, homeJob, '2026-11-23')).statusCode).toBe(200);
    const [row] = await figures(approvedEmp);
    const approval = await post('/api/v1/time-entry-approval-update', {
      time_entries: [
        { id: row!.id, version: row!.version, clock_in_date_time: localDateTime(row!.clock_in_at, TZ) },
      ],
    });
    expect(approval.statusCode).toBe(202);
    expect(await split(emp)).toEqual([[1400, 0, 0]]);

    const res = await put({ company: { preset: 'california' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: OVERTIME_POLICY_MSG.updated,
      data: { company: OVERTIME_PRESETS.california },
    });
    expect(await split(emp)).toEqual([[800, 400, 200]]);
    // 14.5 h clocked in one shift: both meal periods missed.
    expect(await figures(emp)).toMatchObject([{ double_time_minutes: 120, meal_periods_missed: 2 }]);
    expect(await split(approvedEmp)).toEqual([[1400, 0, 0]]);

    // Time written afterwards is split under the policy too.
    expect((await fourteenHours(emp, homeJob, '2026-11-24')).statusCode).toBe(200);
    expect(await split(emp)).toEqual([
      [800, 400, 200],
      [800, 400, 200],
    ]);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('action', '=', 'Overtime Policies Update')
      .where('company_id', '=', company.id)
      .execute();
    expect(audit.map((a) => a.description)).toContain(
      'company: Federal (weekly overtime only) -> California',
    );
    expect(await payDifferences(t.db, company.id)).toEqual([]);
  });

  it("applies a site's own policy to the time worked there, and the company's again once it is unset", async () => {
    const emp = await createEmployee(t.db, company.id);
    const tenHours = { preset: 'custom', daily_overtime_minutes: 600 };
    expect(
      (await put({ company: { preset: 'federal' }, sites: [{ site_id: site, policy: tenHours }] }))
        .statusCode,
    ).toBe(200);
    expect((await fourteenHours(emp, siteJob, '2026-11-25')).statusCode).toBe(200);
    expect((await fourteenHours(emp, homeJob, '2026-11-26')).statusCode).toBe(200);
    expect(await split(emp)).toEqual([
      [1000, 400, 0],
      [1400, 0, 0],
    ]);
    const read = await t.app.inject({ method: 'GET', url: URL, headers: bearer(admin) });
    expect(read.json().data.sites).toContainEqual(
      expect.objectContaining({
        site_id: site,
        policy: { ...tenHours, daily_double_time_minutes: null, weekly_minutes: null, seventh_day: false },
      }),
    );

    expect(
      (await put({ company: { preset: 'federal' }, sites: [{ site_id: site, policy: null }] })).statusCode,
    ).toBe(200);
    expect(await split(emp)).toEqual([
      [1400, 0, 0],
      [1400, 0, 0],
    ]);
  });

  it('leaves a closed week as it was paid', async () => {
    const emp = await createEmployee(t.db, company.id);
    expect((await fourteenHours(emp, homeJob, '2026-11-10')).statusCode).toBe(200);
    const [row] = await figures(emp);
    await post('/api/v1/time-entry-approval-update', {
      time_entries: [
        { id: row!.id, version: row!.version, clock_in_date_time: localDateTime(row!.clock_in_at, TZ) },
      ],
    });
    expect((await post('/api/v1/pay-period-close', { start_date: '2026-11-09' })).statusCode).toBe(200);
    expect((await put({ company: { preset: 'california' } })).statusCode).toBe(200);
    expect(await split(emp)).toEqual([[1400, 0, 0]]);
    expect((await put({ company: { preset: 'federal' } })).statusCode).toBe(200);
  });
});
