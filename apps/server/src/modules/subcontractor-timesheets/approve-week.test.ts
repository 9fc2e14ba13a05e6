import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { WEEK_APPROVAL_MSG } from '@portal/contracts/week-approval';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createEmployee,
  createJob,
  createSite,
  createSubcontractorCompany,
  createSubcontractorWorker,
  insertManualEntry,
  shift,
} from '../../../test/timekeeping.ts';

// Friday 11/20/2026, 5:00 pm in New York: the week of Monday 11/16.
const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };
const at = (d: number, hhmm: string) => `2026-11-${d}T${hhmm}:00-05:00`;
const PREVIEW = '/api/v1/sub-contractor-punch-week-approval-preview';
const APPROVE = '/api/v1/sub-contractor-punch-week-approval';

type Note = { id: number; emp_name: string; date: string; reason: string };

describe.each(ENGINES)('Approve Week on Sub Contractor Timesheets on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;
  let office: string;
  let foreman: string;
  let north: number;
  let bridge: number;
  let tank: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [payroll, office, foreman] = await Promise.all([
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
      signIn(t.app, company.users.foreman.email),
    ]);
    north = await createSite(t.db, company.id, 'North');
    const south = await createSite(t.db, company.id, 'South');
    bridge = await createJob(t.db, company.id, { code: 'J-A', name: 'Bridge', site_id: north });
    tank = await createJob(t.db, company.id, { code: 'J-B', name: 'Tank', site_id: south });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token = payroll) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const preview = async (body: object) => {
    const res = await post(PREVIEW, { ...WEEK, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const statuses = async (employeeId: number) =>
    (
      await t.db
        .selectFrom('time_entries')
        .select(['approved_status'])
        .where('employee_id', '=', employeeId)
        .orderBy('clock_in_at')
        .execute()
    ).map((r) => r.approved_status);
  const crew = async (name: string, workers: [string, string][]) => {
    const sub = await createSubcontractorCompany(t.db, company.id, { name });
    const ids = [];
    for (const [first_name, last_name] of workers)
      ids.push(await createSubcontractorWorker(t.db, company.id, sub, { first_name, last_name }));
    return { sub, workers: ids };
  };

  it('previews the week of the companies shown with the sub-contractor warnings, and approves the clean entries one audit row each', async () => {
    const alpha = await crew('Alpha Blasting', [
      ['Al', 'Ames'],
      ['Bea', 'Bell'],
    ]);
    const beta = await crew('Beta Rigging', [['Cal', 'Cole']]);
    const [al, bea] = alpha.workers as [number, number];
    const cal = beta.workers[0]!;
    const clean = [
      await shift(t.app, foreman, al, bridge, at(16, '07:00'), at(16, '15:30')),
      await shift(t.app, foreman, al, bridge, at(17, '07:00'), at(17, '15:30')),
    ];
    // Bea works 17 hours on Wednesday (past the 15-hour limit); Cal's manual entry overlaps his shift.
    await shift(t.app, foreman, bea, tank, at(18, '06:00'), at(18, '14:00'));
    await shift(t.app, foreman, bea, tank, at(18, '14:00'), at(18, '23:00'));
    await shift(t.app, foreman, cal, bridge, at(16, '07:00'), at(16, '15:00'));
    await insertManualEntry(t.db, {
      companyId: company.id,
      employeeId: cal,
      jobId: bridge,
      subcontractorCompanyId: beta.sub,
      clockIn: '2026-11-16T19:00:00.000Z',
      clockOut: '2026-11-16T22:00:00.000Z',
      workDate: '2026-11-16',
    });
    // An employee's entry on the same job is never part of a sub-contractor week.
    const employee = await createEmployee(t.db, company.id, { site_id: north });
    await shift(t.app, payroll, employee, bridge, at(16, '07:00'), at(16, '15:00'));

    const plan = await preview({ time_sheet_by: 1, ids: [alpha.sub, beta.sub] });
    expect(plan.entries.map((e: { id: number }) => e.id).sort()).toEqual([...clean].sort());
    expect(plan.employees).toBe(3);
    expect(plan.held.map((h: Note) => [h.emp_name, h.date, h.reason])).toEqual([
      ['Cal Cole', '2026-11-16', WEEK_APPROVAL_MSG.heldOverlap],
      ['Cal Cole', '2026-11-16', WEEK_APPROVAL_MSG.heldOverlap],
      ['Bea Bell', '2026-11-18', WEEK_APPROVAL_MSG.heldPerDay('15')],
      ['Bea Bell', '2026-11-18', WEEK_APPROVAL_MSG.heldPerDay('15')],
    ]);
    expect(plan.warnings).toEqual([
      'One or more jobs have overlapping work hours for Cal Cole (11/16/26). Please check clock-in and clock-out entries for jobs.',
      'Per day limit of 15 hours is exceeded for one or more subcontractor.',
    ]);

    const res = await post(APPROVE, {
      ...WEEK,
      time_sheet_by: 1,
      ids: [alpha.sub, beta.sub],
      time_entries: plan.entries,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Approved 2 time entries of 1 sub-contractor worker.',
      data: { approved: 2, employees: 1, refused: [] },
    });
    expect(await statuses(al)).toEqual(['approved', 'approved']);
    expect(await statuses(bea)).toEqual(['un-approved', 'un-approved']);
    expect(await statuses(cal)).toEqual(['un-approved', 'un-approved']);
    expect(await statuses(employee)).toEqual(['un-approved']);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['entity_id', 'description'])
      .where('company_id', '=', company.id)
      .where('action', '=', 'Time Entry Approval')
      .execute();
    expect(audit.map((a) => a.entity_id).sort()).toEqual(clean.map(String).sort());
    expect(audit.every((a) => a.description.startsWith('Approved the time entry of Al Ames'))).toBe(true);

    // The held ones, only with Approve anyway; left out and listed otherwise.
    const body = { ...WEEK, time_sheet_by: 1, ids: [alpha.sub, beta.sub], time_entries: plan.held_entries };
    const withheld = await post(APPROVE, body);
    expect(withheld.json().message).toBe(
      'Approved 0 time entries of 0 sub-contractor workers. 4 entries were left out.',
    );
    expect(
      withheld
        .json()
        .data.refused.map((r: Note) => r.emp_name)
        .sort(),
    ).toEqual(['Bea Bell', 'Bea Bell', 'Cal Cole', 'Cal Cole']);
    const anyway = await post(APPROVE, { ...body, approve_anyway: true });
    expect(anyway.json().data).toMatchObject({ approved: 4, employees: 2, refused: [] });
    expect(await statuses(bea)).toEqual(['approved', 'approved']);
  });

  it('by job takes the jobs shown at the site, and leaves out an entry changed or approved since the preview', async () => {
    const gamma = await crew('Gamma Coating', [['Dee', 'Dunn']]);
    const dee = gamma.workers[0]!;
    const [mon, tue] = [
      await shift(t.app, foreman, dee, bridge, at(19, '07:00'), at(19, '12:00')),
      await shift(t.app, foreman, dee, bridge, at(20, '07:00'), at(20, '12:00')),
    ];
    const elsewhere = await shift(t.app, foreman, dee, tank, at(19, '13:00'), at(19, '16:00'));
    const plan = await preview({ time_sheet_by: 2, ids: [bridge], location: north });
    const ids = plan.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([mon, tue]));
    expect(ids).not.toContain(elsewhere);

    // Someone corrects Thursday and approves Friday before the clerk confirms.
    await t.db.updateTable('time_entries').set({ version: 99 }).where('id', '=', mon!).execute();
    await t.db
      .updateTable('time_entries')
      .set({ approved_status: 'approved' })
      .where('id', '=', tue!)
      .execute();
    const res = await post(APPROVE, {
      ...WEEK,
      time_sheet_by: 2,
      ids: [bridge],
      location: north,
      time_entries: plan.entries,
    });
    expect(res.statusCode, res.body).toBe(202);
    const refused = Object.fromEntries(
      res
        .json()
        .data.refused.filter((r: Note) => r.id === mon || r.id === tue)
        .map((r: Note) => [r.id, r.reason]),
    );
    expect(refused).toEqual({ [mon!]: TIMESHEET_MSG.conflict, [tue!]: WEEK_APPROVAL_MSG.gone });
    expect(res.json().message).toMatch(/ entries were left out\.$/);
    expect(await statuses(dee)).toEqual(['un-approved', 'un-approved', 'approved']);
  });

  it('needs the Time_Sheets write permission, a week and a row, and never reaches employees or another company', async () => {
    const delta = await crew('Delta Paint', [['Eli', 'East']]);
    const eli = delta.workers[0]!;
    await shift(t.app, foreman, eli, bridge, at(16, '16:00'), at(16, '18:00'));
    const body = { ...WEEK, time_sheet_by: 1, ids: [delta.sub] };
    const plan = await preview(body);
    expect(plan.entries).toHaveLength(1);
    const confirm = { ...body, time_entries: plan.entries };
    expect((await post(PREVIEW, body, office)).statusCode).toBe(403);
    expect((await post(APPROVE, confirm, office)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: APPROVE, payload: confirm })).statusCode).toBe(401);

    const none = await post(PREVIEW, { ...body, ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ ids: WEEK_APPROVAL_MSG.noRows });
    const notAWeek = await post(PREVIEW, { ...body, start_date: '2026-11-17' });
    expect(notAWeek.json().errors).toEqual({ start_date: WEEK_APPROVAL_MSG.notAWeek });

    // The employees' Approve Week does not take a sub-contractor worker's entries, nor theirs ours.
    const asEmployees = await post('/api/v1/time-entry-week-approval', {
      ...WEEK,
      emp_ids: [eli],
      time_entries: plan.entries,
    });
    expect(asEmployees.json().data).toMatchObject({ approved: 0 });
    const other = await createCompany(t.db);
    const stranger = await signIn(t.app, other.users.payroll.email);
    expect((await post(PREVIEW, body, stranger)).json().data).toMatchObject({ entries: [], employees: 0 });
    expect((await post(APPROVE, confirm, stranger)).json().data).toMatchObject({ approved: 0 });
    expect(await statuses(eli)).toEqual(['un-approved']);
  });
});
