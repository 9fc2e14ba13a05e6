import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_KEYS } from '@portal/domain';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows } from '../../../test/people.ts';
import {
  createEmployee,
  createJob,
  createSite,
  createSubcontractorCompany,
  createSubcontractorWorker,
  insertManualEntry,
  shift,
} from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';
const day = (d: number, hhmm: string) => `2026-11-${d}T${hhmm}:00-05:00`;

type Row = { id: number; code: string; name: string; total: number } & Record<string, unknown>;
type Card = { id: number; version: number; total: number } & Record<string, unknown>;

describe.each(ENGINES)('sub-contractor timesheet calls on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;
  let office: string;
  let foreman: string;
  let north: number;
  let south: number;
  let jobA: number;
  let jobB: number;
  let alpha: number;
  let beta: number;
  let alphaWorker: number;
  let alphaWorker2: number;
  let betaWorker: number;
  let employee: number;
  let employeeEntry: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [payroll, office, foreman] = await Promise.all([
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
      signIn(t.app, company.users.foreman.email),
    ]);
    north = await createSite(t.db, company.id, 'North');
    south = await createSite(t.db, company.id, 'South');
    jobA = await createJob(t.db, company.id, { code: 'J-A', name: 'Bridge', site_id: north });
    jobB = await createJob(t.db, company.id, { code: 'J-B', name: 'Tank', site_id: south });
    alpha = await createSubcontractorCompany(t.db, company.id, { name: 'Alpha Blasting' });
    beta = await createSubcontractorCompany(t.db, company.id, { name: 'Beta Rigging' });
    alphaWorker = await createSubcontractorWorker(t.db, company.id, alpha, { code: 'W1' });
    alphaWorker2 = await createSubcontractorWorker(t.db, company.id, alpha, { code: 'W2' });
    betaWorker = await createSubcontractorWorker(t.db, company.id, beta, { code: 'W3' });
    // Alpha: two days on the bridge and one on the tank; Beta: two days on the bridge, one GPS miss.
    await shift(t.app, foreman, alphaWorker, jobA, day(16, '07:00'), day(16, '15:30'));
    await shift(t.app, foreman, alphaWorker, jobA, day(17, '07:00'), day(17, '15:30'));
    await shift(t.app, foreman, alphaWorker2, jobB, day(16, '07:00'), day(16, '11:00'));
    await shift(t.app, foreman, betaWorker, jobA, day(17, '07:00'), day(17, '15:30'));
    const miss = await t.app.inject({
      method: 'POST',
      url: '/api/v1/punches/batch',
      headers: bearer(foreman),
      payload: {
        punches: [
          { type: 'in', device_time: day(18, '07:00') },
          { type: 'out', device_time: day(18, '12:00') },
        ].map((p, i) => ({
          ...p,
          client_id: `gps-miss-${engine}-${i}`,
          employee_id: betaWorker,
          job_id: jobA,
          latitude: 39.9,
          longitude: -75.1,
          face_match: true,
        })),
      },
    });
    expect(miss.statusCode).toBe(200);
    employee = await createEmployee(t.db, company.id, { site_id: north });
    employeeEntry = await shift(t.app, payroll, employee, jobA, day(16, '07:00'), day(16, '15:30'));
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = payroll) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: object, token: string | null = payroll) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  const sheet = async (query: string, token = payroll) => {
    const res = await get(`/api/v1/sub-contractor-punch-sheet?${WEEK}&${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json().data as Row[];
  };
  const detail = async (companyId: number, jobId: number, query = '') => {
    const res = await get(
      `/api/v1/sub-contractor-punch-detail?${WEEK}&company_id=${companyId}&job_id=${jobId}&pageSizeLimit=50&${query}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as { entries: Card[]; total: number };
  };
  const entry = (id: number) =>
    t.db.selectFrom('time_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const codeOf = async (employeeId: number) =>
    (await t.db.selectFrom('employees').select('code').where('id', '=', employeeId).executeTakeFirstOrThrow())
      .code;
  const entriesOf = (workerId: number) =>
    t.db
      .selectFrom('time_entries')
      .selectAll()
      .where('employee_id', '=', workerId)
      .where('deleted_at', 'is', null)
      .orderBy('clock_in_at')
      .execute();
  const approval = (e: { id: number; version: number }, more: object = {}) => ({
    id: e.id,
    version: e.version,
    clock_in_date_time: '2026-11-16 07:00:00 AM',
    ...more,
  });

  describe('the punch sheet', () => {
    it('lists the sub-contractor companies with hours per day and total, without Reg and OT', async () => {
      const rows = await sheet('time_sheet_by=1');
      expect(rows.map((r) => r.name)).toEqual(['Alpha Blasting', 'Beta Rigging']);
      const [a, b] = rows;
      expect(a).toMatchObject({ id: alpha, code: String(alpha), filterByJob: false, sat: 0 });
      expect(a!.mon as number).toBeGreaterThan(a!.tue as number);
      expect(a!.mon_approved_status).toBe(3);
      expect(a!.sat_approved_status).toBeNull();
      expect(a!.mon_edit_status).toBeNull();
      expect(b).toMatchObject({ id: beta, mon: 0 });
      for (const row of rows) {
        expect(row).not.toHaveProperty('regular_time');
        expect(row).not.toHaveProperty('over_time');
        expect(row).not.toHaveProperty('shift');
        expect(row.total).toBeCloseTo(
          DAY_KEYS.reduce((sum, d) => sum + (row[d] as number), 0),
          5,
        );
      }
    });

    it('lists the jobs with sub-contractor entries by job, and only those', async () => {
      await createJob(t.db, company.id, { code: 'J-C', name: 'Employees only' });
      const rows = await sheet('time_sheet_by=2');
      expect(rows.map((r) => [r.code, r.name, r.filterByJob])).toEqual([
        ['J-A', 'Bridge', true],
        ['J-B', 'Tank', true],
      ]);
    });

    it("gives a company's jobs, and a job's companies, as the sub list", async () => {
      const alphaJobs = await sheet(`time_sheet_by=1&id=${alpha}`);
      expect(alphaJobs.map((r) => r.code)).toEqual(['J-A', 'J-B']);
      expect(alphaJobs.every((r) => r.filterByJob)).toBe(true);
      const bridgeCompanies = await sheet(`time_sheet_by=2&id=${jobA}`);
      expect(bridgeCompanies.map((r) => [r.id, r.code, r.filterByJob])).toEqual([
        [alpha, String(alpha), false],
        [beta, String(beta), false],
      ]);
      const first = (await sheet('time_sheet_by=1')).find((r) => r.id === alpha)!;
      expect(alphaJobs.reduce((sum, r) => sum + r.total, 0)).toBeCloseTo(first.total, 5);
    });

    it("adds up to the detail's totals, row by row", async () => {
      for (const company of [alpha, beta]) {
        for (const row of await sheet(`time_sheet_by=1&id=${company}`)) {
          const { entries, total } = await detail(company, row.id);
          expect(total).toBe(entries.length);
          expect(entries.reduce((sum, e) => sum + e.total, 0)).toBeCloseTo(row.total, 5);
        }
      }
    });

    it('narrows the rows to those with a matching entry, and by the site of the job', async () => {
      expect((await sheet('time_sheet_by=1&gpsFlag=true')).map((r) => r.id)).toEqual([beta]);
      expect((await sheet('time_sheet_by=2&gpsFlag=true')).map((r) => r.id)).toEqual([jobA]);
      expect(await sheet('time_sheet_by=1&gpsFlag=true&approvedFlag=true')).toEqual([]);
      expect((await sheet('time_sheet_by=1&gpsFlag=true&noFilter=true')).map((r) => r.id)).toEqual([
        alpha,
        beta,
      ]);
      expect((await sheet(`time_sheet_by=1&location=${south}`)).map((r) => r.id)).toEqual([alpha]);
      expect((await sheet(`time_sheet_by=2&location=${south}`)).map((r) => r.id)).toEqual([jobB]);
      expect((await sheet(`time_sheet_by=2&id=${jobA}&unapprovedFlag=1`)).map((r) => r.id)).toEqual([
        alpha,
        beta,
      ]);
    });

    it('refuses a bad week, and reads for the Office role, but not without a token', async () => {
      const bad = await get('/api/v1/sub-contractor-punch-sheet?start_date=2026-11-22&end_date=2026-11-16');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('end_date');
      expect((await get(`/api/v1/sub-contractor-punch-sheet?${WEEK}&time_sheet_by=3`)).statusCode).toBe(422);
      expect((await sheet('time_sheet_by=1', office)).length).toBe(2);
      expect((await get(`/api/v1/sub-contractor-punch-sheet?${WEEK}`, null)).statusCode).toBe(401);
    });

    it('answers 403 to the reads without the Time_Sheets module', async () => {
      const other = await createCompany(t.db);
      await t.db
        .deleteFrom('role_permissions')
        .where('company_id', '=', other.id)
        .where('module', '=', 'Time_Sheets')
        .execute();
      const token = await signIn(t.app, other.users.office.email);
      for (const call of [
        'sub-contractor-punch-sheet',
        'sub-contractor-time-sheet-widgets',
        'sub-contractor-punch-detail?company_id=1&job_id=1',
      ]) {
        const url = `/api/v1/${call}${call.includes('?') ? '&' : '?'}${WEEK}`;
        expect((await get(url, token)).statusCode).toBe(403);
      }
    });

    it("shows nothing of another company's", async () => {
      const other = await createCompany(t.db);
      const stranger = await signIn(t.app, other.users.payroll.email);
      expect(await sheet('time_sheet_by=1', stranger)).toEqual([]);
      expect(await sheet(`time_sheet_by=2&id=${jobA}`, stranger)).toEqual([]);
    });
  });

  describe('widgets and detail', () => {
    it('counts the widgets of the sub-contractor entries only', async () => {
      const res = await get(`/api/v1/sub-contractor-time-sheet-widgets?${WEEK}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ gps_flagged_count: 1, approved_status_count: 0 });
      const all = res.json().data.un_approved_status_count as number;
      expect(all).toBe(5);
      const south_ = (await get(`/api/v1/sub-contractor-time-sheet-widgets?${WEEK}&location=${south}`)).json()
        .data;
      expect(south_.un_approved_status_count).toBe(1);
      const own = await get(`/api/v1/sub-contractor-time-sheet-widgets?${WEEK}&company_code=${company.code}`);
      expect(own.json().data.un_approved_status_count).toBe(all);
      const theirs = await get(`/api/v1/sub-contractor-time-sheet-widgets?${WEEK}&company_code=NOPE`);
      expect(theirs.statusCode).toBe(404);
      expect((await get(`/api/v1/sub-contractor-time-sheet-widgets?${WEEK}`, null)).statusCode).toBe(401);
    });

    it('gives every field of a sub-contractor entry, a page at a time', async () => {
      const { entries, total } = await detail(beta, jobA);
      expect(total).toBe(2);
      const [first, miss] = entries;
      expect(first).toMatchObject({
        emp_id: betaWorker,
        emp_code: 'W3',
        job_id: jobA,
        job_code: 'J-A',
        company_id: beta,
        company_name: 'Beta Rigging',
        source: 'REGULAR',
        manual_hrs: null,
        face_status: 0,
        gps_status: 0,
        time_status: 0,
        field_notes_date: null,
        approved_status: 'un-approved',
        clock_in_date_time: '2026-11-17 07:00:00',
      });
      expect(first).not.toHaveProperty('regular_time');
      expect(miss).toMatchObject({ gps_status: 1, gps_in_status: 1, gps_out_status: 1 });
      const page = (
        await get(
          `/api/v1/sub-contractor-punch-detail?${WEEK}&company_id=${beta}&job_id=${jobA}&pageSizeLimit=1&offset=1`,
        )
      ).json().data;
      expect(page).toMatchObject({ total: 2, entries: [{ id: miss!.id }] });
      expect((await detail(beta, jobA, 'gpsFlag=true')).entries.map((e) => e.id)).toEqual([miss!.id]);
      expect((await detail(beta, jobA, `location=${south}`)).total).toBe(0);
      expect((await detail(beta, jobB)).total).toBe(0);
    });

    it('reads the field notes date and manual hours of a manual entry', async () => {
      const manual = await insertManualEntry(t.db, {
        companyId: company.id,
        employeeId: alphaWorker2,
        jobId: jobB,
        subcontractorCompanyId: alpha,
        clockIn: '2026-11-19T13:00:00.000Z',
        clockOut: '2026-11-19T16:00:00.000Z',
        workDate: '2026-11-19',
      });
      await t.db
        .updateTable('time_entries')
        .set({ field_notes: 'left early', field_notes_at: '2026-11-19T21:00:00.000Z' })
        .where('id', '=', manual)
        .execute();
      const card = (await detail(alpha, jobB)).entries.find((e) => e.id === manual);
      expect(card).toMatchObject({
        source: 'MANUAL',
        manual_hrs: 3,
        field_notes: 'left early',
        field_notes_date: '2026-11-19 16:00:00',
      });
      await t.db.deleteFrom('time_entries').where('id', '=', manual).execute();
    });

    it('refuses a detail query without its company and job', async () => {
      const res = await get(`/api/v1/sub-contractor-punch-detail?${WEEK}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['company_id', 'job_id']);
      expect(
        (await get(`/api/v1/sub-contractor-punch-detail?${WEEK}&company_id=1&job_id=1`, null)).statusCode,
      ).toBe(401);
    });
  });

  describe('approval', () => {
    it('approves (202), locks, audits, and the sheet shows it at once', async () => {
      const before = (await sheet('time_sheet_by=1')).find((r) => r.id === alpha)!;
      expect(before.tue_approved_status).toBe(3);
      const [, tuesday] = await entriesOf(alphaWorker);
      const res = await post('/api/v1/sub-contractor-punch-approval-update', {
        punches: [approval(tuesday!, { clock_in_date_time: '2026-11-17 07:00:00 AM' })],
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(TIMESHEET_MSG.approved);
      expect(await entry(tuesday!.id)).toMatchObject({
        approved_status: 'approved',
        approved_by: company.users.payroll.id,
      });
      expect((await sheet('time_sheet_by=1')).find((r) => r.id === alpha)!.tue_approved_status).toBe(2);
      const audit = await auditRows(t.db, company.id, 'Time Entry Approval');
      const code = await codeOf(alphaWorker);
      expect(audit.some((a) => a.description.includes(`(${code}) at `))).toBe(true);
      const again = await post('/api/v1/sub-contractor-punch-approval-update', {
        punches: [approval(await entry(tuesday!.id))],
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ 'punches.0.id': TIMESHEET_MSG.locked });
    });

    it('takes a correction with its note, and refuses one without, keyed by punch, storing nothing', async () => {
      const [monday] = await entriesOf(alphaWorker);
      const refused = await post('/api/v1/sub-contractor-punch-approval-update', {
        punches: [
          approval(monday!, {
            is_corrected: true,
            notes: '',
            clock_in_date_time: '2026-11-16 08:00:00 AM',
            clock_out_date_time: null,
          }),
        ],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        'punches.0.clock_out_date_time': TIMESHEET_MSG.endTimeRequired,
        'punches.0.notes': TIMESHEET_MSG.noteRequired,
      });
      expect(await entry(monday!.id)).toEqual(monday);
      const noVersion = await post('/api/v1/sub-contractor-punch-approval-update', {
        punches: [{ id: monday!.id, clock_in_date_time: '2026-11-16 07:00:00 AM' }],
      });
      expect(noVersion.statusCode).toBe(422);
      expect(noVersion.json().errors).toEqual({ 'punches.0.version': TIMESHEET_MSG.versionRequired });
      expect((await post('/api/v1/sub-contractor-punch-approval-update', { punches: [] })).statusCode).toBe(
        422,
      );

      const res = await post('/api/v1/sub-contractor-punch-approval-update', {
        punches: [
          approval(monday!, {
            is_corrected: true,
            notes: 'employee arrived late',
            clock_in_date_time: '2026-11-16 08:00:00 AM',
            clock_out_date_time: '2026-11-16 03:30:00 PM',
          }),
        ],
      });
      expect(res.statusCode).toBe(202);
      expect(await entry(monday!.id)).toMatchObject({
        is_corrected: 1,
        edit_source: 'web',
        notes: 'employee arrived late',
        clock_in_at: '2026-11-16T13:00:00.000Z',
        approved_status: 'approved',
      });
      expect(await auditRows(t.db, company.id, 'Time Entry Correction')).not.toHaveLength(0);
    });

    it('refuses a stale version (409) and changes nothing', async () => {
      const [wed] = (await entriesOf(betaWorker)).slice(-1);
      await t.db
        .updateTable('time_entries')
        .set({ notes: 'someone else', version: wed!.version + 1 })
        .where('id', '=', wed!.id)
        .execute();
      const res = await post('/api/v1/sub-contractor-punch-approval-update', { punches: [approval(wed!)] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TIMESHEET_MSG.conflict);
      expect(await entry(wed!.id)).toMatchObject({ notes: 'someone else', approved_status: 'un-approved' });
    });

    it("answers 404 for an employee's entry and another company's, 403 without the write permission", async () => {
      const own = await entry(employeeEntry);
      const asSub = await post('/api/v1/sub-contractor-punch-approval-update', { punches: [approval(own)] });
      expect(asSub.statusCode).toBe(404);
      expect((await entry(employeeEntry)).approved_status).toBe('un-approved');
      const [sub] = await entriesOf(betaWorker);
      const other = await createCompany(t.db);
      const stranger = await signIn(t.app, other.users.payroll.email);
      const url = '/api/v1/sub-contractor-punch-approval-update';
      expect((await post(url, { punches: [approval(sub!)] }, stranger)).statusCode).toBe(404);
      expect((await post(url, { punches: [approval(sub!)] }, office)).statusCode).toBe(403);
      expect((await post(url, { punches: [approval(sub!)] }, null)).statusCode).toBe(401);
      expect((await entry(sub!.id)).approved_status).toBe('un-approved');
    });
  });

  describe('swap and delete', () => {
    /** Two overlapping shifts of a new worker on the two jobs, whose clock-outs were swapped. */
    async function mixedUp() {
      const worker = await createSubcontractorWorker(t.db, company.id, alpha);
      const a = await shift(t.app, foreman, worker, jobA, day(19, '06:00'), day(19, '14:00'));
      const b = await shift(t.app, foreman, worker, jobB, day(19, '10:00'), day(19, '12:00'));
      return [await entry(a), await entry(b)] as const;
    }
    const side = (
      e: { id: number; version: number; punch_in_id: number | null },
      kind: string,
      out: number | null,
    ) => ({
      swap_id: `${e.id}-${kind}`,
      punch_in_id: e.punch_in_id,
      punch_out_id: out,
      version: e.version,
    });

    it('swaps clock-outs (202) and audits it; refuses an invalid order', async () => {
      const [a, b] = await mixedUp();
      const invalid = await post('/api/v1/sub-contractor-punch-swap-update', {
        swap_entries: [
          { ...side(a, 'CLKIN', a.punch_out_id), punch_in_id: b.punch_out_id },
          { ...side(b, 'CLKIN', b.punch_out_id), punch_in_id: a.punch_in_id },
        ],
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().message).toBe(TIMESHEET_MSG.swapInvalid);
      expect(await entry(a.id)).toEqual(a);
      const res = await post('/api/v1/sub-contractor-punch-swap-update', {
        swap_entries: [side(a, 'CLKOUT', b.punch_out_id), side(b, 'CLKOUT', a.punch_out_id)],
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(TIMESHEET_MSG.swapped);
      expect(await entry(a.id)).toMatchObject({
        punch_out_id: b.punch_out_id,
        is_corrected: 1,
        subcontractor_company_id: alpha,
      });
      expect(await auditRows(t.db, company.id, 'Time Entry Swap')).toHaveLength(1);
    });

    it('refuses manual entries, a single side, a stale version, and entries it may not see', async () => {
      const [a, b] = await mixedUp();
      const manualId = await insertManualEntry(t.db, {
        companyId: company.id,
        employeeId: a.employee_id,
        jobId: jobB,
        subcontractorCompanyId: alpha,
        clockIn: '2026-11-19T20:00:00.000Z',
        clockOut: '2026-11-19T21:00:00.000Z',
        workDate: '2026-11-19',
      });
      const manual = await entry(manualId);
      const url = '/api/v1/sub-contractor-punch-swap-update';
      const withManual = await post(url, {
        swap_entries: [side(a, 'CLKOUT', null), side(manual, 'CLKOUT', a.punch_out_id)],
      });
      expect(withManual.statusCode).toBe(422);
      expect(withManual.json().message).toBe(TIMESHEET_MSG.swapManual);
      const one = await post(url, { swap_entries: [side(a, 'CLKOUT', a.punch_out_id)] });
      expect(one.statusCode).toBe(422);
      expect(one.json().errors).toEqual({ swap_entries: TIMESHEET_MSG.swapNeedsTwo });
      const good = [side(a, 'CLKOUT', b.punch_out_id), side(b, 'CLKOUT', a.punch_out_id)];
      const stale = await post(url, { swap_entries: [{ ...good[0]!, version: a.version + 1 }, good[1]] });
      expect(stale.statusCode).toBe(409);
      expect((await post(url, { swap_entries: good }, office)).statusCode).toBe(403);
      expect((await post(url, { swap_entries: good }, null)).statusCode).toBe(401);
      const other = await createCompany(t.db);
      expect(
        (await post(url, { swap_entries: good }, await signIn(t.app, other.users.payroll.email))).statusCode,
      ).toBe(404);
      const own = await entry(employeeEntry);
      const mixed = await post(url, { swap_entries: [good[0], side(own, 'CLKOUT', own.punch_out_id)] });
      expect(mixed.statusCode).toBe(404);
      expect(await entry(a.id)).toEqual(a);
      expect(await entry(b.id)).toEqual(b);
    });

    it('deletes (204) and audits; refuses approved, unknown and employee entries', async () => {
      const [a, b] = await mixedUp();
      const url = '/api/v1/sub-contractor-punch-bulk-delete';
      expect((await post(url, { time_ids: [a.id] }, office)).statusCode).toBe(403);
      expect((await post(url, { time_ids: [a.id] }, null)).statusCode).toBe(401);
      expect((await post(url, { time_ids: [] })).statusCode).toBe(422);
      expect((await post(url, { time_ids: [a.id, employeeEntry] })).statusCode).toBe(404);
      const other = await createCompany(t.db);
      expect(
        (await post(url, { time_ids: [a.id] }, await signIn(t.app, other.users.payroll.email))).statusCode,
      ).toBe(404);
      await post('/api/v1/sub-contractor-punch-approval-update', { punches: [approval(b)] });
      const locked = await post(url, { time_ids: [a.id, b.id] });
      expect(locked.statusCode).toBe(422);
      expect(locked.json().message).toBe(TIMESHEET_MSG.lockedDelete);
      const res = await post(url, { time_ids: [a.id] });
      expect(res.statusCode).toBe(204);
      expect((await entry(a.id)).deleted_at).not.toBeNull();
      expect((await entry(employeeEntry)).deleted_at).toBeNull();
      const audit = await auditRows(t.db, company.id, 'Time Entry Delete');
      expect(audit.at(-1)!.description).toContain(`(${await codeOf(a.employee_id)}) at `);
    });
  });
});

describe.each(ENGINES)('sub-contractor workers on the employee screens on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('shows a sub-contractor worker with punches on no employee screen, and its entries are unknown there', async () => {
    const company = await createCompany(t.db);
    const [admin, foreman] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.foreman.email),
    ]);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
    const job = await createJob(t.db, company.id);
    const employee = await createEmployee(t.db, company.id, { code: 'E1' });
    const sub = await createSubcontractorCompany(t.db, company.id);
    const worker = await createSubcontractorWorker(t.db, company.id, sub, { code: 'W1' });
    const own = await shift(t.app, admin, employee, job, day(16, '07:00'), day(16, '15:30'));
    const theirs = await shift(t.app, foreman, worker, job, day(16, '07:00'), day(16, '15:30'));
    const theirs2 = await shift(t.app, foreman, worker, job, day(17, '07:00'), day(17, '15:30'));
    const ownVersion = (
      await t.db.selectFrom('time_entries').select('version').where('id', '=', own).executeTakeFirstOrThrow()
    ).version;
    expect(
      (
        await post('/api/v1/time-entry-approval-update', {
          time_entries: [{ id: own, version: ownVersion, clock_in_date_time: '2026-11-16 07:00:00 AM' }],
        })
      ).statusCode,
    ).toBe(202);

    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    expect(ids((await get('/api/v1/employee-list')).json().data)).toEqual([employee]);
    expect(ids((await get('/api/v1/time-sheet-employee-options')).json().data)).toEqual([employee]);
    expect(ids((await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=1`)).json().data)).toEqual([
      employee,
    ]);
    const byJob = (await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=2`)).json().data;
    expect(byJob).toHaveLength(1);
    expect(byJob[0].total).toBe(
      (await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=1`)).json().data[0].total,
    );
    const widgets = (await get(`/api/v1/time-sheet-widgets?${WEEK}`)).json().data;
    expect(widgets).toMatchObject({ approved_status_count: 1, un_approved_status_count: 0 });
    const file = await get(`/api/v1/time-export-txt?${WEEK}`);
    expect(file.statusCode).toBe(200);
    expect(file.json().data.data).toContain('E1\t');
    expect(file.json().data.data).not.toContain('W1');
    expect(
      (await get(`/api/v1/time-sheet-detail?${WEEK}&id=${worker}&time_sheet_by=1`)).json().data.total,
    ).toBe(0);

    const entry = (id: number) =>
      t.db.selectFrom('time_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [a, b] = [await entry(theirs), await entry(theirs2)];
    const approve = await post('/api/v1/time-entry-approval-update', {
      time_entries: [{ id: a.id, version: a.version, clock_in_date_time: '2026-11-16 07:00:00 AM' }],
    });
    expect(approve.statusCode).toBe(404);
    const swap = await post('/api/v1/time-entry-swap-update', {
      swap_entries: [
        {
          swap_id: `${a.id}-CLKOUT`,
          punch_in_id: a.punch_in_id,
          punch_out_id: b.punch_out_id,
          version: a.version,
        },
        {
          swap_id: `${b.id}-CLKOUT`,
          punch_in_id: b.punch_in_id,
          punch_out_id: a.punch_out_id,
          version: b.version,
        },
      ],
    });
    expect(swap.statusCode).toBe(404);
    expect((await post('/api/v1/time-entry-bulk-delete', { time_ids: [a.id] })).statusCode).toBe(404);
    expect(await entry(a.id)).toEqual(a);
    expect(await entry(b.id)).toEqual(b);
  });
});
