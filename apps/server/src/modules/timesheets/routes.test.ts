import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, createSite, punch, shift } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';

describe.each(ENGINES)('employee timesheet calls on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let payroll: string;
  let office: string;
  let siteA: number;
  let jobA: number;
  let jobB: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [admin, payroll, office] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
    ]);
    siteA = await createSite(t.db, company.id, 'North');
    jobA = await createJob(t.db, company.id, { code: 'J-A', name: 'Bridge' });
    jobB = await createJob(t.db, company.id, { code: 'J-B', name: 'Tank' });
  });
  afterAll(() => t.close());

  const get = (url: string, token = payroll) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, token = payroll) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const entry = (id: number) =>
    t.db.selectFrom('time_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The entry's id with the version a clerk would have read. */
  const read = async (id: number) => ({ id, version: (await entry(id)).version });
  /** A new employee's overlapping entries of the day on jobs A and B: the clock-outs landed on the wrong jobs. */
  async function mixedUp(day: string) {
    const emp = await createEmployee(t.db, company.id);
    const a = await shift(t.app, admin, emp, jobA, `${day}T06:00:00-05:00`, `${day}T14:00:00-05:00`);
    const b = await shift(t.app, admin, emp, jobB, `${day}T10:00:00-05:00`, `${day}T12:00:00-05:00`);
    return [await entry(a), await entry(b)] as const;
  }

  /** Five 9.5-hour days (9 paid) = 45 paid hours: 40 regular and 5 overtime, the last day on job B. */
  async function fullWeek(employeeId: number) {
    const ids = [];
    for (const [day, job] of [
      ['16', jobA],
      ['17', jobA],
      ['18', jobA],
      ['19', jobA],
      ['20', jobB],
    ] as const) {
      ids.push(
        await shift(
          t.app,
          admin,
          employeeId,
          job,
          `2026-11-${day}T06:30:00-05:00`,
          `2026-11-${day}T16:00:00-05:00`,
        ),
      );
    }
    return ids;
  }

  describe('grid, widgets and detail', () => {
    let emp: number;
    let ids: number[];
    beforeAll(async () => {
      emp = await createEmployee(t.db, company.id, {
        code: 'E100',
        first_name: 'Ana',
        last_name: 'Lopez',
        site_id: siteA,
      });
      ids = await fullWeek(emp);
    });

    it('lists hours per day with regular time and overtime, by employee', async () => {
      const res = await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=1`);
      expect(res.statusCode).toBe(200);
      const row = res.json().data.find((r: { id: number }) => r.id === emp);
      expect(row).toMatchObject({
        code: 'E100',
        name: 'Ana Lopez',
        shift: 1,
        filterByJob: false,
        mon: 9,
        fri: 9,
        sat: 0,
        total: 45,
        regular_time: 40,
        over_time: 5,
      });
      expect(row.mon_approved_status).toBe(3);
      expect(row.sat_approved_status).toBeNull();
    });

    it('gives job rows the overtime their entries earned', async () => {
      const rows = (await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=2`)).json().data;
      const a = rows.find((r: { id: number }) => r.id === jobA);
      const b = rows.find((r: { id: number }) => r.id === jobB);
      expect(a).toMatchObject({ code: 'J-A', filterByJob: true, total: 36, over_time: 0 });
      expect(b).toMatchObject({ code: 'J-B', total: 9, regular_time: 4, over_time: 5 });
    });

    it('filters rows by site', async () => {
      const other = await createSite(t.db, company.id, 'South');
      expect(
        (await get(`/api/v1/time-sheet-list?${WEEK}&location=${siteA}`))
          .json()
          .data.map((r: { id: number }) => r.id),
      ).toContain(emp);
      expect((await get(`/api/v1/time-sheet-list?${WEEK}&location=${other}`)).json().data).toEqual([]);
    });

    it('counts the widgets', async () => {
      const data = (await get(`/api/v1/time-sheet-widgets?${WEEK}&location=${siteA}`)).json().data;
      expect(data).toMatchObject({
        un_approved_status_count: 5,
        approved_status_count: 0,
        pre_approved_status_count: 0,
        is_corrected_count: 0,
      });
    });

    it('pages the detail and filters it', async () => {
      const page = (
        await get(`/api/v1/time-sheet-detail?id=${emp}&time_sheet_by=1&${WEEK}&pageSizeLimit=2&offset=2`)
      ).json().data;
      expect(page.total).toBe(5);
      expect(page.entries.map((e: { id: number }) => e.id)).toEqual(ids.slice(2, 4));
      const first = page.entries[0];
      expect(first).toMatchObject({
        emp_code: 'E100',
        emp_name: 'Ana Lopez',
        job_code: 'J-A',
        source: 'REGULAR',
        approved_status: 'un-approved',
        is_full_pay: 'false',
        total: 9,
      });
      expect(first.clock_in_date_time).toBe('2026-11-18 06:30:00');
      expect(first.original_clock_in_time).toBe('2026-11-18 06:30:00');
      const fri = (await get(`/api/v1/time-sheet-detail?id=${emp}&time_sheet_by=1&${WEEK}`))
        .json()
        .data.entries.at(-1);
      expect(fri).toMatchObject({ regular_time: 4, over_time: 5 });
      const approvedOnly = (
        await get(`/api/v1/time-sheet-detail?id=${emp}&time_sheet_by=1&${WEEK}&approvedFlag=true`)
      ).json().data;
      expect(approvedOnly.total).toBe(0);
      const byJob = (await get(`/api/v1/time-sheet-detail?id=${jobB}&time_sheet_by=2&${WEEK}`)).json().data;
      expect(byJob.entries.map((e: { id: number }) => e.id)).toContain(ids[4]);
    });

    it('validates the week query', async () => {
      const res = await get('/api/v1/time-sheet-list?start_date=2026-11-22&end_date=2026-11-16');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('end_date');
    });
  });

  describe('the grid after a change', () => {
    let emp: number;
    let ids: number[];
    beforeAll(async () => {
      emp = await createEmployee(t.db, company.id, {
        code: 'E300',
        first_name: 'Cy',
        last_name: 'Reed',
        site_id: siteA,
      });
      ids = await fullWeek(emp);
    });
    const row = async (range = WEEK) =>
      (await get(`/api/v1/time-sheet-list?${range}&time_sheet_by=1`))
        .json()
        .data.find((r: { id: number }) => r.id === emp);

    it("splits a part of the week with the overtime of the employee's whole week", async () => {
      expect(await row('start_date=2026-11-20&end_date=2026-11-20')).toMatchObject({
        mon: 0,
        fri: 9,
        total: 9,
        regular_time: 4,
        over_time: 5,
      });
      expect(await row('start_date=2026-11-16&end_date=2026-11-19')).toMatchObject({
        total: 36,
        regular_time: 36,
        over_time: 0,
      });
    });

    it('shows an approval made after the grid and the widgets were read', async () => {
      const approvedCount = async () =>
        (await get(`/api/v1/time-sheet-widgets?${WEEK}`)).json().data.approved_status_count as number;
      const approvedBefore = await approvedCount();
      expect((await row()).tue_approved_status).toBe(3);
      const e = await entry(ids[1]!);
      const res = await post('/api/v1/time-entry-approval-update', {
        time_entries: [
          {
            id: e.id,
            version: e.version,
            clock_in_date_time: '2026-11-17 07:00:00 AM',
            clock_out_date_time: '2026-11-17 03:30:00 PM',
          },
        ],
      });
      expect(res.statusCode).toBe(202);
      expect((await row()).tue_approved_status).toBe(2);
      expect(await approvedCount()).toBe(approvedBefore + 1);
    });

    it('shows a punch taken after the grid was read', async () => {
      const before = await row();
      await shift(t.app, admin, emp, jobA, '2026-11-16T17:00:00-05:00', '2026-11-16T19:00:00-05:00');
      expect(await row()).toMatchObject({
        mon: before.mon + 2,
        total: before.total + 2,
        over_time: before.over_time + 2,
      });
    });
  });

  describe('approval', () => {
    it('approves, locks, and records who approved', async () => {
      const emp = await createEmployee(t.db, company.id);
      const id = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-17T07:00:00-05:00',
        '2026-11-17T15:30:00-05:00',
      );
      const e = await entry(id);
      const res = await post('/api/v1/time-entry-approval-update', {
        time_entries: [
          {
            id,
            version: e.version,
            clock_in_date_time: '2026-11-17 07:00:00 AM',
            clock_out_date_time: '2026-11-17 03:30:00 PM',
          },
        ],
      });
      expect(res.statusCode).toBe(202);
      expect(await entry(id)).toMatchObject({
        approved_status: 'approved',
        approved_by: company.users.payroll.id,
      });
      const again = await post('/api/v1/time-entry-approval-update', {
        time_entries: [{ ...(await read(id)), clock_in_date_time: '2026-11-17 07:00:00 AM' }],
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(TIMESHEET_MSG.locked);
      const audit = await t.db
        .selectFrom('audit_logs')
        .select('description')
        .where('action', '=', 'Time Entry Approval')
        .where('company_id', '=', company.id)
        .execute();
      // Named as a clerk searches for it: the employee's code and the shift on the company's clock.
      const { code } = await t.db
        .selectFrom('employees')
        .select('code')
        .where('id', '=', emp)
        .executeTakeFirstOrThrow();
      expect(
        audit.some(
          (a) =>
            a.description.includes(`(${code}) at `) && a.description.includes('11/17/26 07:00 am - 03:30 pm'),
        ),
      ).toBe(true);
    });

    it('applies a correction with its note and recomputes the hours', async () => {
      const emp = await createEmployee(t.db, company.id);
      const id = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-18T07:00:00-05:00',
        '2026-11-18T15:30:00-05:00',
      );
      const res = await post('/api/v1/time-entry-approval-update', {
        time_entries: [
          {
            ...(await read(id)),
            is_corrected: true,
            notes: 'employee arrived late',
            clock_in_date_time: '2026-11-18 08:00:00 AM',
            clock_out_date_time: '2026-11-18 04:00:00 PM',
          },
        ],
      });
      expect(res.statusCode).toBe(202);
      const e = await entry(id);
      expect(e).toMatchObject({
        is_corrected: 1,
        edit_source: 'web',
        notes: 'employee arrived late',
        minutes: 450,
        clock_in_at: '2026-11-18T13:00:00.000Z',
      });
      expect(e.original_clock_in_at).toBe('2026-11-18T12:00:00.000Z');
    });

    it.each([
      [
        { is_corrected: true, notes: 'x', clock_out_date_time: null },
        'clock_out_date_time',
        TIMESHEET_MSG.endTimeRequired,
      ],
      [
        { is_corrected: true, notes: '', clock_out_date_time: '2026-11-19 04:00:00 PM' },
        'notes',
        TIMESHEET_MSG.noteRequired,
      ],
    ])('refuses a touched entry without its end time or note %#', async (changes, field, message) => {
      const emp = await createEmployee(t.db, company.id);
      const id = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-19T07:00:00-05:00',
        '2026-11-19T15:30:00-05:00',
      );
      const res = await post('/api/v1/time-entry-approval-update', {
        time_entries: [{ ...(await read(id)), clock_in_date_time: '2026-11-19 07:00:00 AM', ...changes }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [`time_entries.0.${field}`]: message });
      expect((await entry(id)).approved_status).toBe('un-approved');
    });

    it('refuses an approval or a swap that does not say which version of the entry it read', async () => {
      const [ea, eb] = await mixedUp('2026-11-17');
      const [a, b] = [ea.id, eb.id];
      const approval = await post('/api/v1/time-entry-approval-update', {
        time_entries: [
          {
            id: a,
            is_corrected: true,
            notes: 'employee arrived late',
            clock_in_date_time: '2026-11-17 07:00:00 AM',
            clock_out_date_time: '2026-11-17 09:00:00 AM',
          },
        ],
      });
      expect(approval.statusCode).toBe(422);
      expect(approval.json().errors).toEqual({ 'time_entries.0.version': TIMESHEET_MSG.versionRequired });
      const swap = await post('/api/v1/time-entry-swap-update', {
        swap_entries: [
          { swap_id: `${a}-CLKOUT`, punch_in_id: ea.punch_in_id, punch_out_id: eb.punch_out_id },
          { swap_id: `${b}-CLKOUT`, punch_in_id: eb.punch_in_id, punch_out_id: ea.punch_out_id },
        ],
      });
      expect(swap.statusCode).toBe(422);
      expect(swap.json().errors).toEqual({
        'swap_entries.0.version': TIMESHEET_MSG.versionRequired,
        'swap_entries.1.version': TIMESHEET_MSG.versionRequired,
      });
      expect(await entry(a)).toEqual(ea);
      expect(await entry(b)).toEqual(eb);
    });

    it('answers a conflict instead of overwriting a change made meanwhile', async () => {
      const emp = await createEmployee(t.db, company.id);
      const id = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-16T07:00:00-05:00',
        '2026-11-16T15:30:00-05:00',
      );
      const seen = (await entry(id)).version;
      const first = await post('/api/v1/time-entry-swap-update', { swap_entries: [] });
      expect(first.statusCode).toBe(422);
      await t.db
        .updateTable('time_entries')
        .set({ notes: 'someone else', version: seen + 1 })
        .where('id', '=', id)
        .execute();
      const res = await post('/api/v1/time-entry-approval-update', {
        time_entries: [
          {
            id,
            version: seen,
            is_corrected: true,
            notes: 'wrong job selected',
            clock_in_date_time: '2026-11-16 07:00:00 AM',
            clock_out_date_time: '2026-11-16 03:00:00 PM',
          },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TIMESHEET_MSG.conflict);
      expect((await entry(id)).notes).toBe('someone else');
    });

    it('needs tim_sht_read_write and the own company', async () => {
      const emp = await createEmployee(t.db, company.id);
      const id = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-16T07:00:00-05:00',
        '2026-11-16T15:30:00-05:00',
      );
      const body = { time_entries: [{ ...(await read(id)), clock_in_date_time: '2026-11-16 07:00:00 AM' }] };
      expect((await post('/api/v1/time-entry-approval-update', body, office)).statusCode).toBe(403);
      const other = await createCompany(t.db);
      const stranger = await signIn(t.app, other.users.payroll.email);
      expect((await post('/api/v1/time-entry-approval-update', body, stranger)).statusCode).toBe(404);
      expect((await post('/api/v1/time-entry-bulk-delete', { time_ids: [id] }, stranger)).statusCode).toBe(
        404,
      );
      const detail = await get(`/api/v1/time-sheet-detail?id=${emp}&${WEEK}`, stranger);
      expect(detail.json().data.total).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/time-sheet-list?${WEEK}` })).statusCode).toBe(
        401,
      );
    });
  });

  describe('swap and delete', () => {
    it('swaps clock-outs between two entries and recomputes both', async () => {
      const [ea, eb] = await mixedUp('2026-11-17');
      const [a, b] = [ea.id, eb.id];
      const bad = await post('/api/v1/time-entry-swap-update', {
        swap_entries: [
          {
            swap_id: `${a}-CLKIN`,
            punch_in_id: eb.punch_out_id,
            punch_out_id: ea.punch_out_id,
            version: ea.version,
          },
          {
            swap_id: `${b}-CLKIN`,
            punch_in_id: ea.punch_in_id,
            punch_out_id: eb.punch_out_id,
            version: eb.version,
          },
        ],
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe(TIMESHEET_MSG.swapInvalid);
      const res = await post('/api/v1/time-entry-swap-update', {
        swap_entries: [
          {
            swap_id: `${a}-CLKOUT`,
            punch_in_id: ea.punch_in_id,
            punch_out_id: eb.punch_out_id,
            version: ea.version,
          },
          {
            swap_id: `${b}-CLKOUT`,
            punch_in_id: eb.punch_in_id,
            punch_out_id: ea.punch_out_id,
            version: eb.version,
          },
        ],
      });
      expect(res.statusCode).toBe(202);
      const [na, nb] = [await entry(a), await entry(b)];
      expect(na.punch_out_id).toBe(eb.punch_out_id);
      expect(na.original_clock_out_at).toBe('2026-11-17T17:00:00.000Z');
      expect(nb.original_clock_out_at).toBe('2026-11-17T19:00:00.000Z');
      expect(nb.clock_out_status).toBe(0);
      expect(na.is_corrected).toBe(1);
    });

    it('refuses a swap that would leave an employee with two entries without a clock-out', async () => {
      const [ana, ben] = [await createEmployee(t.db, company.id), await createEmployee(t.db, company.id)];
      const closed = await entry(
        await shift(t.app, admin, ana, jobA, '2026-11-20T06:00:00-05:00', '2026-11-20T09:00:00-05:00'),
      );
      const clockIn = (employee_id: number, device_time: string) =>
        punch(t.app, admin, { employee_id, job_id: jobA, type: 'in', device_time });
      expect((await clockIn(ana, '2026-11-20T10:00:00-05:00')).statusCode).toBe(200);
      const benIn = await clockIn(ben, '2026-11-20T07:00:00-05:00');
      const open = await entry(benIn.json().data.time_entry_id);
      expect(open.clock_out_at).toBeNull();

      const res = await post('/api/v1/time-entry-swap-update', {
        swap_entries: [
          {
            swap_id: `${closed.id}-CLKOUT`,
            punch_in_id: closed.punch_in_id,
            punch_out_id: null,
            version: closed.version,
          },
          {
            swap_id: `${open.id}-CLKOUT`,
            punch_in_id: open.punch_in_id,
            punch_out_id: closed.punch_out_id,
            version: open.version,
          },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(TIMESHEET_MSG.swapSecondOpen);
      expect(await entry(closed.id)).toEqual(closed);
      expect(await entry(open.id)).toEqual(open);
    });

    it('refuses to swap manual entries or punches taken from elsewhere', async () => {
      const emp = await createEmployee(t.db, company.id);
      const a = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-18T06:00:00-05:00',
        '2026-11-18T09:00:00-05:00',
      );
      const add = await post('/api/v1/add-time-entry', {
        emp_id: emp,
        job_id: jobA,
        clock_in_date_time: '2026-11-18 10:00:00',
        clock_out_date_time: '2026-11-18 12:00:00',
        notes: 'wrong job selected',
      });
      const manual = add.json().data.id;
      const ea = await entry(a);
      const res = await post('/api/v1/time-entry-swap-update', {
        swap_entries: [
          { swap_id: `${a}-CLKOUT`, punch_in_id: ea.punch_in_id, punch_out_id: null, version: ea.version },
          {
            swap_id: `${manual}-CLKOUT`,
            punch_in_id: null,
            punch_out_id: ea.punch_out_id,
            version: (await entry(manual)).version,
          },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(TIMESHEET_MSG.swapManual);
    });

    it('deletes un-approved entries (204) and refuses approved ones', async () => {
      const emp = await createEmployee(t.db, company.id);
      const a = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-19T06:00:00-05:00',
        '2026-11-19T09:00:00-05:00',
      );
      const b = await shift(
        t.app,
        admin,
        emp,
        jobA,
        '2026-11-19T10:00:00-05:00',
        '2026-11-19T12:00:00-05:00',
      );
      await post('/api/v1/time-entry-approval-update', {
        time_entries: [{ ...(await read(b)), clock_in_date_time: '2026-11-19 10:00:00 AM' }],
      });
      const refused = await post('/api/v1/time-entry-bulk-delete', { time_ids: [a, b] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(TIMESHEET_MSG.lockedDelete);
      const res = await post('/api/v1/time-entry-bulk-delete', { time_ids: [a] });
      expect(res.statusCode).toBe(204);
      expect((await entry(a)).deleted_at).not.toBeNull();
      expect((await get(`/api/v1/time-sheet-detail?id=${emp}&${WEEK}`)).json().data.total).toBe(1);
    });
  });

  describe('manual entries', () => {
    it.each([
      [
        {},
        {
          emp_id: 'Please select an employee',
          job_id: 'Please select a job',
          clock_in_date_time: 'Please select Clock-In Time',
          clock_out_date_time: 'Please select Clock-Out Time',
        },
      ],
    ])('validates the required fields %#', async (payload, errors) => {
      const res = await post('/api/v1/add-time-entry', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });

    it('checks the note and the clock-out bounds', async () => {
      const emp = await createEmployee(t.db, company.id);
      const base = { emp_id: emp, job_id: jobA, clock_in_date_time: '2026-11-18 07:00:00' };
      const noNote = await post('/api/v1/add-time-entry', {
        ...base,
        clock_out_date_time: '2026-11-18 15:00:00',
      });
      expect(noNote.json().errors).toEqual({ notes: 'Please select a Note' });
      const tooLong = await post('/api/v1/add-time-entry', {
        ...base,
        clock_out_date_time: '2026-11-18 23:00:00',
        notes: 'x',
      });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().errors).toHaveProperty('clock_out_date_time');
      const future = await post('/api/v1/add-time-entry', {
        ...base,
        clock_in_date_time: '2026-11-25 07:00:00',
        clock_out_date_time: '2026-11-25 08:00:00',
        notes: 'x',
      });
      expect(future.json().errors).toHaveProperty('clock_in_date_time');
    });

    it('adds a day and a week of entries, and the poll sees them', async () => {
      const since = new Date(NOW.getTime() - 1000).toISOString();
      const [e1, e2] = [await createEmployee(t.db, company.id), await createEmployee(t.db, company.id)];
      const day = await post('/api/v1/add-time-entries', {
        type: 1,
        time_entries: [
          {
            emp_id: e1,
            job_id: jobB,
            clock_in_date_time: '2026-11-20 07:00:00',
            clock_out_date_time: '2026-11-20 15:00:00',
          },
          {
            emp_id: e2,
            job_id: jobB,
            clock_in_date_time: '2026-11-20 07:00:00',
            clock_out_date_time: '2026-11-20 11:00:00',
            notes: 'new hire not active in portal',
          },
        ],
      });
      expect(day.statusCode).toBe(200);
      expect(day.json().message).toBe(TIMESHEET_MSG.addedMany(2));
      const e = await entry(day.json().data.ids[0]);
      expect(e).toMatchObject({
        source: 'MANUAL',
        minutes: 450,
        work_date: '2026-11-20',
        approved_status: 'un-approved',
      });
      const bad = await post('/api/v1/add-time-entries', { type: 2, time_entries: [] });
      expect(bad.json().errors).toEqual({ time_entries: TIMESHEET_MSG.atLeastOneEmployee });
      const mine = await get(`/api/v1/time-entries-last-update?since=${since}`);
      expect(mine.json().data.last_update).toBeNull();
      const theirs = await get(`/api/v1/time-entries-last-update?since=${since}`, admin);
      expect(theirs.json().data.last_update).toBe(NOW.toISOString());
    });
  });

  describe('payroll export', () => {
    it('refuses while entries are un-approved, then writes approved hours per employee, job and day', async () => {
      const c = await createCompany(t.db);
      const [cAdmin, cPayroll, cOffice] = await Promise.all([
        signIn(t.app, c.users.admin.email),
        signIn(t.app, c.users.payroll.email),
        signIn(t.app, c.users.office.email),
      ]);
      const job = await createJob(t.db, c.id, { code: 'J-X' });
      const emp = await createEmployee(t.db, c.id, { code: 'E9', first_name: 'Kenji', last_name: 'Sato' });
      const ids = [];
      for (const day of ['16', '17', '18', '19', '20'])
        ids.push(
          await shift(
            t.app,
            cAdmin,
            emp,
            job,
            `2026-11-${day}T06:30:00-05:00`,
            `2026-11-${day}T16:00:00-05:00`,
          ),
        );
      const url = `/api/v1/time-export-txt?${WEEK}`;
      expect((await get(url, cOffice)).statusCode).toBe(403);
      const refused = await get(url, cPayroll);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('5 un-approved time entries found. Approve all to export.');
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/time-entry-approval-update',
        headers: bearer(cPayroll),
        payload: { time_entries: ids.map((id) => ({ id, clock_in_date_time: 'x 1:00' })) },
      });
      const approve = await t.app.inject({
        method: 'POST',
        url: '/api/v1/time-entry-approval-update',
        headers: bearer(cPayroll),
        payload: {
          time_entries: await Promise.all(
            ids.map(async (id) => ({ ...(await read(id)), clock_in_date_time: '2026-11-16 06:30:00 AM' })),
          ),
        },
      });
      expect(approve.statusCode).toBe(202);
      const res = await get(url, cPayroll);
      expect(res.statusCode).toBe(200);
      const { data, file_name } = res.json().data;
      expect(file_name).toBe('2026-11-16 Time Sheet Export.txt');
      const lines = data.trim().split('\r\n');
      expect(lines[0]).toBe(
        'EMPLOYEE_CODE\tEMPLOYEE_NAME\tJOB_CODE\tWORK_DATE\tREGULAR_HOURS\tOVERTIME_HOURS\tTOTAL_HOURS',
      );
      expect(lines[1]).toBe('E9\tKenji Sato\tJ-X\t2026-11-16\t9.00\t0.00\t9.00');
      expect(lines[5]).toBe('E9\tKenji Sato\tJ-X\t2026-11-20\t4.00\t5.00\t9.00');
      const audit = await t.db
        .selectFrom('audit_logs')
        .select('action')
        .where('company_id', '=', c.id)
        .where('action', '=', 'Payroll Export')
        .execute();
      expect(audit).toHaveLength(1);
    });
  });

  it('offers employee and job options to timesheet readers only', async () => {
    const res = await get('/api/v1/time-sheet-job-options', office);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((j: { code: string }) => j.code)).toEqual(
      expect.arrayContaining(['J-A', 'J-B']),
    );
    const emps = (await get('/api/v1/time-sheet-employee-options', office)).json().data;
    expect(emps[0]).toEqual({
      id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      code: expect.any(String),
    });
    const c = await createCompany(t.db);
    await t.db
      .deleteFrom('role_permissions')
      .where('company_id', '=', c.id)
      .where('module', '=', 'Time_Sheets')
      .execute();
    expect(
      (await get('/api/v1/time-sheet-job-options', await signIn(t.app, c.users.office.email))).statusCode,
    ).toBe(403);
    void punch;
  });

  describe('the grid over the wire', () => {
    it('comes compressed as the client accepts, the same JSON as without', async () => {
      for (const _ of [1, 2, 3]) await fullWeek(await createEmployee(t.db, company.id));
      const url = `/api/v1/time-sheet-list?${WEEK}&time_sheet_by=1`;
      const fetchAs = (acceptEncoding: string) =>
        t.app.inject({
          method: 'GET',
          url,
          headers: { ...bearer(payroll), 'accept-encoding': acceptEncoding },
        });
      const plain = await fetchAs('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.json().data.length).toBeGreaterThanOrEqual(3);

      for (const [accepted, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip, deflate', 'gzip', zlib.gunzipSync],
        ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        const res = await fetchAs(accepted);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
        expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
      }
    });
  });
});
