import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { WEEK_APPROVAL_MSG } from '@portal/contracts/week-approval';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { commitDuring } from '../../../test/other-writer.ts';
import { createEmployee, createJob, punch, shift } from '../../../test/timekeeping.ts';

// Friday 11/20/2026, 5:00 pm in New York: the week of Monday 11/16.
const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };

describe.each(ENGINES)('Approve Week on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;
  let office: string;
  let job: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [payroll, office] = await Promise.all([
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
    ]);
    job = await createJob(t.db, company.id, { code: 'J-A', name: 'Bridge' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token = payroll) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const preview = async (emp_ids: number[]) => {
    const res = await post('/api/v1/time-entry-week-approval-preview', { ...WEEK, emp_ids });
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
  const day = (date: string, from: string, to: string) => [
    `${date}T${from}:00-05:00`,
    `${date}T${to}:00-05:00`,
  ];
  const work = async (emp: number, shifts: string[][]) => {
    const ids = [];
    for (const [from, to] of shifts) ids.push(await shift(t.app, payroll, emp, job, from!, to!));
    return ids;
  };
  const person = (first_name: string, last_name: string) =>
    createEmployee(t.db, company.id, { first_name, last_name });

  it('previews clean, held and refused entries with the spec warnings, and approves the clean ones', async () => {
    const clean = await person('Ana', 'Lopez');
    await work(clean, [
      day('2026-11-16', '07:00', '15:30'),
      day('2026-11-17', '07:00', '15:30'),
      day('2026-11-18', '07:00', '15:30'),
    ]);
    const overlapping = await person('Bo', 'Chen');
    await work(overlapping, [day('2026-11-16', '07:00', '15:00'), day('2026-11-17', '07:00', '15:00')]);
    const added = await post('/api/v1/add-time-entry', {
      emp_id: overlapping,
      job_id: job,
      clock_in_date_time: '2026-11-16 14:00:00',
      clock_out_date_time: '2026-11-16 17:00:00',
      notes: 'wrong job selected',
      overlaps_confirmed: true,
    });
    expect(added.statusCode).toBe(200);
    const long = await person('Cy', 'Diaz');
    await work(long, [day('2026-11-18', '06:00', '14:00'), day('2026-11-18', '14:00', '23:00')]);
    const open = await person('Di', 'Evans');
    await punch(t.app, payroll, {
      employee_id: open,
      job_id: job,
      type: 'in',
      device_time: '2026-11-20T15:00:00-05:00',
    });

    const plan = await preview([clean, overlapping, long, open]);
    expect(plan.entries).toHaveLength(4); // Ana's three days and Bo's Tuesday
    expect(plan.employees).toBe(3);
    expect(plan.held.map((h: { emp_name: string; reason: string }) => [h.emp_name, h.reason])).toEqual([
      ['Bo Chen', 'Overlapping work hours'],
      ['Bo Chen', 'Overlapping work hours'],
      ['Cy Diaz', 'Per day limit of 15 hours exceeded'],
      ['Cy Diaz', 'Per day limit of 15 hours exceeded'],
    ]);
    expect(plan.held_entries).toHaveLength(4);
    expect(plan.refused).toEqual([
      expect.objectContaining({
        emp_name: 'Di Evans',
        date: '2026-11-20',
        reason: TIMESHEET_MSG.endTimeRequired,
      }),
    ]);
    expect(plan.warnings).toEqual([
      'One or more jobs have overlapping work hours for Bo Chen (11/16/26). Please check clock-in and clock-out entries for jobs.',
      'Per day limit of 15 hours is exceeded for Cy Diaz (11/18/26).',
    ]);

    const res = await post('/api/v1/time-entry-week-approval', {
      ...WEEK,
      emp_ids: [clean, overlapping, long, open],
      time_entries: plan.entries,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Approved 4 time entries of 2 employees.',
      data: { approved: 4, employees: 2, refused: [] },
    });
    expect(await statuses(clean)).toEqual(['approved', 'approved', 'approved']);
    expect(await statuses(overlapping)).toEqual(['un-approved', 'un-approved', 'approved']);
    expect(await statuses(long)).toEqual(['un-approved', 'un-approved']);
    expect(await statuses(open)).toEqual(['un-approved']);

    // Each approved entry has its own audit row, found by the entry or by the employee's name.
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['description', 'entity_id'])
      .where('action', '=', 'Time Entry Approval')
      .where('company_id', '=', company.id)
      .where(
        'entity_id',
        'in',
        plan.entries.map((e: { id: number }) => String(e.id)),
      )
      .execute();
    expect(audit.map((a) => a.entity_id).sort()).toEqual(
      plan.entries.map((e: { id: number }) => String(e.id)).sort(),
    );
    expect(audit.filter((a) => /^Approved the time entry of Ana Lopez \(/.test(a.description))).toHaveLength(
      3,
    );
    expect(audit.filter((a) => /^Approved the time entry of Bo Chen \(/.test(a.description))).toHaveLength(1);
  });

  it('approves held entries only with Approve anyway, and lists them otherwise', async () => {
    const emp = await person('Eve', 'Fox');
    await work(emp, [day('2026-11-19', '06:00', '14:00'), day('2026-11-19', '13:00', '18:00')]);
    const plan = await preview([emp]);
    expect(plan.entries).toEqual([]);
    const body = { ...WEEK, emp_ids: [emp], time_entries: plan.held_entries };
    const withheld = await post('/api/v1/time-entry-week-approval', body);
    expect(withheld.json().data).toMatchObject({
      approved: 0,
      refused: [
        expect.objectContaining({ emp_name: 'Eve Fox', reason: WEEK_APPROVAL_MSG.heldOverlap }),
        expect.objectContaining({ emp_name: 'Eve Fox', reason: WEEK_APPROVAL_MSG.heldOverlap }),
      ],
    });
    expect(await statuses(emp)).toEqual(['un-approved', 'un-approved']);

    const anyway = await post('/api/v1/time-entry-week-approval', { ...body, approve_anyway: true });
    expect(anyway.json().data).toMatchObject({ approved: 2, employees: 1, refused: [] });
    expect(await statuses(emp)).toEqual(['approved', 'approved']);
  });

  it('leaves out an entry changed, approved or added since the preview, and approves the rest', async () => {
    const emp = await person('Gus', 'Hall');
    const [mon, tue] = await work(emp, [
      day('2026-11-16', '07:00', '15:00'),
      day('2026-11-17', '07:00', '15:00'),
      day('2026-11-18', '07:00', '15:00'),
    ]);
    const plan = await preview([emp]);
    expect(plan.entries).toHaveLength(3);
    // Someone corrects Monday, approves Tuesday, and clocks the employee on Thursday.
    await t.db.updateTable('time_entries').set({ version: 99 }).where('id', '=', mon!).execute();
    const single = await post('/api/v1/time-entry-approval-update', {
      time_entries: [
        {
          ...plan.entries.find((e: { id: number }) => e.id === tue),
          clock_in_date_time: '2026-11-17 07:00:00',
        },
      ],
    });
    expect(single.statusCode).toBe(202);
    await work(emp, [day('2026-11-19', '07:00', '15:00')]);

    const res = await post('/api/v1/time-entry-week-approval', {
      ...WEEK,
      emp_ids: [emp],
      time_entries: plan.entries,
    });
    expect(res.statusCode).toBe(202);
    const { approved, refused } = res.json().data;
    expect(approved).toBe(1);
    expect(
      Object.fromEntries(refused.map((r: { date: string; reason: string }) => [r.date, r.reason])),
    ).toEqual({
      '2026-11-16': TIMESHEET_MSG.conflict,
      '2026-11-17': WEEK_APPROVAL_MSG.gone,
      '2026-11-19': WEEK_APPROVAL_MSG.added,
    });
    expect(await statuses(emp)).toEqual(['un-approved', 'approved', 'approved', 'un-approved']);
  });

  it('leaves out an entry another clerk approves or corrects while the approval runs, and approves the rest', async () => {
    const emp = await person('Hal', 'Ide');
    const [mon, tue, wed] = await work(emp, [
      day('2026-11-16', '07:00', '15:00'),
      day('2026-11-17', '07:00', '15:00'),
      day('2026-11-18', '07:00', '15:00'),
    ]);
    const plan = await preview([emp]);
    expect(plan.entries).toHaveLength(3);
    const confirm = () =>
      post('/api/v1/time-entry-week-approval', { ...WEEK, emp_ids: [emp], time_entries: plan.entries });

    // Another clerk approves Monday and corrects Tuesday, committing once Approve Week has read them.
    const res = await commitDuring(
      t,
      engine,
      `update time_entries set approved_status = case when id = $1 then 'approved' else approved_status end,
         version = version + 1 where id in ($2, $3)`,
      [mon, mon, tue],
      confirm,
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe('Approved 1 time entry of 1 employee. 2 entries were left out.');
    const refused = res.json().data.refused as { id: number; reason: string }[];
    expect(Object.fromEntries(refused.map((r) => [r.id, r.reason]))).toEqual({
      [mon!]: WEEK_APPROVAL_MSG.gone,
      [tue!]: TIMESHEET_MSG.conflict,
    });
    expect(await statuses(emp)).toEqual(['approved', 'un-approved', 'approved']);
    const audited = await t.db
      .selectFrom('audit_logs')
      .select('entity_id')
      .where('action', '=', 'Time Entry Approval')
      .where('entity_id', 'in', [String(mon), String(tue), String(wed)])
      .execute();
    expect(audited.map((a) => a.entity_id)).toEqual([String(wed)]);
  });

  it('needs the Time_Sheets write permission, a whole week and the company own employees', async () => {
    const emp = await person('Ida', 'Ives');
    await work(emp, [day('2026-11-16', '07:00', '15:00')]);
    const plan = await preview([emp]);
    const body = { ...WEEK, emp_ids: [emp], time_entries: plan.entries };
    expect((await post('/api/v1/time-entry-week-approval-preview', body, office)).statusCode).toBe(403);
    expect((await post('/api/v1/time-entry-week-approval', body, office)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/time-entry-week-approval', payload: body }))
        .statusCode,
    ).toBe(401);

    const notAWeek = await post('/api/v1/time-entry-week-approval-preview', {
      start_date: '2026-11-17',
      end_date: '2026-11-22',
      emp_ids: [emp],
    });
    expect(notAWeek.statusCode).toBe(422);
    expect(notAWeek.json().errors).toEqual({ start_date: WEEK_APPROVAL_MSG.notAWeek });
    const none = await post('/api/v1/time-entry-week-approval-preview', { ...WEEK, emp_ids: [] });
    expect(none.json().errors).toEqual({ emp_ids: WEEK_APPROVAL_MSG.noEmployees });

    const other = await createCompany(t.db);
    const stranger = await signIn(t.app, other.users.payroll.email);
    const theirs = await post(
      '/api/v1/time-entry-week-approval-preview',
      { ...WEEK, emp_ids: [emp] },
      stranger,
    );
    expect(theirs.json().data).toMatchObject({ entries: [], held: [], refused: [], employees: 0 });
    const approveTheirs = await post('/api/v1/time-entry-week-approval', body, stranger);
    expect(approveTheirs.json().data).toMatchObject({ approved: 0, refused: [] });
    expect(await statuses(emp)).toEqual(['un-approved']);
  });
});
