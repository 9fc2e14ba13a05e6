import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MSG, TIME_REPORT_BY } from '@portal/contracts/reports';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows } from '../../../test/people.ts';
import { createEmployee, createJob, createSite, shift, storeFigures } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';

/** The text of a PDF, as a reader would copy it. */
function pdfText(body: Buffer): string {
  const out = spawnSync('pdftotext', ['-layout', '-', '-'], { input: body });
  if (out.status !== 0) throw new Error(out.stderr.toString());
  return out.stdout.toString();
}

const csvRows = (body: Buffer): string[][] => parse(body, { bom: true });

describe.each(ENGINES)('report calls on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let payroll: string;
  let office: string;
  let north: number;
  let jobA: number;
  let subCompany: number;

  const get = (url: string, token = payroll) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const report = (query: string, token = payroll) => get(`/api/v1/time-sheet-report?${query}`, token);
  const fileName = (res: { headers: Record<string, unknown> }) =>
    /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];

  /** A time entry made as the punch API would have made it (sub-contractor and manual ones). */
  async function entry(values: {
    employee_id: number;
    job_id: number;
    from: string;
    to: string;
    minutes: number;
    source?: 'REGULAR' | 'MANUAL';
    subcontractor_company_id?: number | null;
  }) {
    const at = NOW.toISOString();
    const from = new Date(values.from).toISOString();
    const to = new Date(values.to).toISOString();
    await t.db
      .insertInto('time_entries')
      .values({
        company_id: company.id,
        employee_id: values.employee_id,
        job_id: values.job_id,
        source: values.source ?? 'REGULAR',
        work_date: values.from.slice(0, 10),
        clock_in_at: from,
        clock_out_at: to,
        org_clock_in_at: from,
        org_clock_out_at: to,
        original_clock_in_at: from,
        original_clock_out_at: to,
        minutes: values.minutes,
        notes: values.source === 'MANUAL' ? 'employee was at offsite meeting' : null,
        subcontractor_company_id: values.subcontractor_company_id ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await storeFigures(t.db, company.id);
  }

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [admin, payroll, office] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
    ]);
    north = await createSite(t.db, company.id, 'North');
    jobA = await createJob(t.db, company.id, { code: 'J-A', name: 'Bridge', site_id: north });
    const jobB = await createJob(t.db, company.id, { code: 'J-B', name: 'Tank' });
    const ana = await createEmployee(t.db, company.id, {
      code: 'E100',
      first_name: 'Ana',
      last_name: 'Lopez',
      site_id: north,
    });
    const ben = await createEmployee(t.db, company.id, {
      code: 'E200',
      first_name: '=Ben',
      last_name: 'Ode',
    });
    const cy = await createEmployee(t.db, company.id, { code: 'E300', first_name: 'Cy', last_name: 'Gone' });
    await t.db.updateTable('employees').set({ is_active: 0 }).where('id', '=', cy).execute();
    // Ana: five 9-hour days (9.5 h less the break), the last on job B: 40 regular, 5 overtime.
    for (const [day, job] of [
      ['16', jobA],
      ['17', jobA],
      ['18', jobA],
      ['19', jobA],
      ['20', jobB],
    ] as const) {
      await shift(t.app, admin, ana, job, `2026-11-${day}T06:30:00-05:00`, `2026-11-${day}T16:00:00-05:00`);
    }
    // Ben: 20 minutes late and 30 minutes early on Tuesday and Wednesday (7.17 h each), a manual Thursday.
    for (const day of ['17', '18']) {
      await shift(t.app, admin, ben, jobA, `2026-11-${day}T07:20:00-05:00`, `2026-11-${day}T15:00:00-05:00`);
    }
    await entry({
      employee_id: ben,
      job_id: jobB,
      from: '2026-11-19T08:00:00-05:00',
      to: '2026-11-19T10:00:00-05:00',
      minutes: 120,
      source: 'MANUAL',
    });
    // A sub-contractor worker of Acme Paint (decision 004) on job A, Monday and Tuesday.
    subCompany = (
      await t.db
        .insertInto('subcontractor_companies')
        .values({ company_id: company.id, name: 'Acme Paint', created_at: '', updated_at: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const worker = await createEmployee(t.db, company.id, {
      code: 'S1',
      first_name: 'Sam',
      last_name: 'Sub',
    });
    await t.db
      .updateTable('employees')
      .set({ subcontractor_company_id: subCompany })
      .where('id', '=', worker)
      .execute();
    for (const day of ['16', '17']) {
      await entry({
        employee_id: worker,
        job_id: jobA,
        from: `2026-11-${day}T07:00:00-05:00`,
        to: `2026-11-${day}T15:10:00-05:00`,
        minutes: 490,
        subcontractor_company_id: subCompany,
      });
    }
  });
  afterAll(() => t.close());

  describe('timesheet report', () => {
    it("gives each employee-week the grid's figures, as a CSV with a BOM and one header row", async () => {
      const res = await report(`${WEEK}&filter_by=by_employee&download_type=2`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(fileName(res)).toBe('Timesheet Report by Employee 2026-11-16 to 2026-11-22.csv');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = csvRows(res.rawPayload);
      expect(header).toEqual([
        'ID',
        'Employee',
        'Week of',
        ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        'Regular',
        'Overtime',
        'Total',
      ]);
      const grid = (await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=1`)).json().data;
      const body = rows.slice(0, -1);
      expect(body.map((r) => r[0])).toEqual(grid.map((g: { code: string }) => g.code));
      for (const g of grid) {
        const row = body.find((r) => r[0] === g.code)!;
        const figures = [
          g.mon,
          g.tue,
          g.wed,
          g.thu,
          g.fri,
          g.sat,
          g.sun,
          g.regular_time,
          g.over_time,
          g.total,
        ];
        expect(row.slice(3).map(Number)).toEqual(figures);
      }
      // Ben's 16.33 hours are rounded once for the week: the hundredth left over goes to Tuesday.
      expect(body.find((r) => r[0] === 'E200')!.slice(3)).toEqual([
        '0.00',
        '7.17',
        '7.16',
        '2.00',
        '0.00',
        '0.00',
        '0.00',
        '16.33',
        '0.00',
        '16.33',
      ]);
      // The totals row adds the figures above it; a name that starts like a formula is made inert.
      expect(rows.at(-1)).toEqual([
        'Total (2 rows)',
        '',
        '',
        '9.00',
        '16.17',
        '16.16',
        '11.00',
        '9.00',
        '0.00',
        '0.00',
        '56.33',
        '5.00',
        '61.33',
      ]);
      expect(body.find((r) => r[0] === 'E200')![1]).toBe("'=Ben Ode");
    });

    it("gives each job-week the grid's figures by job", async () => {
      const res = await report(`${WEEK}&filter_by=by_job&download_type=2`);
      const rows = csvRows(res.rawPayload).slice(1, -1);
      const grid = (await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=2`)).json().data;
      expect(rows).toHaveLength(grid.length);
      for (const g of grid) {
        const row = rows.find((r) => r[0] === g.code)!;
        expect(row.slice(-3).map(Number)).toEqual([g.regular_time, g.over_time, g.total]);
      }
    });

    it('answers a PDF with the company, title, range, time zone, author, headers and page numbers', async () => {
      const res = await report(`${WEEK}&filter_by=by_employee`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(fileName(res)).toBe('Timesheet Report by Employee 2026-11-16 to 2026-11-22.pdf');
      const text = pdfText(res.rawPayload);
      for (const expected of [
        `Company ${company.code}`,
        'Timesheet Report by Employee',
        '11/16/26 to 11/22/26 (America/New_York)',
        `Generated 11/20/26 05:00 pm by Payroll ${company.code}`,
        'Regular',
        'Page 1 of 1',
        'Ana Lopez',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toMatch(/Total \(2 rows\).*56\.33\s+5\.00\s+61\.33/);
    });

    it('answers an XLSX with typed cells: text, dates and hours as numbers, the totals last', async () => {
      const res = await report(`${WEEK}&filter_by=by_totals&download_type=3`);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(fileName(res)).toBe('Timesheet Report by Totals 2026-11-16 to 2026-11-22.xlsx');
      const totals = await readSheet(res.rawPayload);
      expect(totals[0]).toEqual(['ID', 'Employee', 'Site', 'Regular', 'Overtime', 'Total']);
      expect(totals[1]).toEqual(['E100', 'Ana Lopez', 'North', 40, 5, 45]);
      expect(totals.at(-1)).toEqual(['Total (2 rows)', null, null, 56.33, 5, 61.33]);

      const weeks = await readSheet(
        (await report(`${WEEK}&filter_by=by_employee&download_type=3`)).rawPayload,
      );
      expect(weeks[0]!.slice(0, 4)).toEqual(['ID', 'Employee', 'Week of', 'Mon']);
      const [code, name, week, ...hours] = weeks[1]!;
      expect([code, name]).toEqual(['E100', 'Ana Lopez']);
      expect(week).toEqual(new Date('2026-11-16T00:00:00.000Z'));
      for (const h of hours) expect(typeof h).toBe('number');
      const csv = csvRows((await report(`${WEEK}&filter_by=by_employee&download_type=2`)).rawPayload);
      expect(weeks.slice(1).map((r) => r.slice(3).map(Number))).toEqual(
        csv.slice(1).map((r) => r.slice(3).map(Number)),
      );
    });

    // This week is federal, so it has no meal periods: their report is made in timesheets/meal-premium.test.ts.
    it.each(
      TIME_REPORT_BY.filter(
        (by) => !by.endsWith('1Q') && !by.endsWith('2Q') && !by.endsWith('3Q') && by !== 'by_meal_periods',
      ),
    )('makes a PDF %s with the rows of the week', async (by) => {
      const res = await report(`${WEEK}&filter_by=${by}&download_type=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfText(res.rawPayload)).toMatch(/Page 1 of 1/);
    });

    it.each([
      ['by_totals', [['E100', 'Ana Lopez', 'North', '40.00', '5.00', '45.00']]],
      ['by_over_time_by_employee', [['E100', 'Ana Lopez', '11/16/26', '40.00', '5.00', '45.00']]],
      ['by_over_time_by_job', [['J-B', 'Tank', '11/16/26', '6.00', '5.00', '11.00']]],
      [
        'by_total_employee_on_job',
        [
          ['J-A', 'Bridge', '2', '50.33'],
          ['J-B', 'Tank', '2', '11.00'],
        ],
      ],
      ['by_inactive_report', [['E300', 'Cy Gone', '', '', '0.00']]],
      [
        'by_employee_absent',
        [
          ['11/16/26', 'E200', "'=Ben Ode", ''],
          ['11/20/26', 'E200', "'=Ben Ode", ''],
        ],
      ],
      [
        'by_late_clockin_early_clockout',
        [
          [
            '11/17/26',
            'E200',
            "'=Ben Ode",
            'J-A Bridge',
            '07:00 am',
            '07:20 am',
            '20',
            '03:30 pm',
            '03:00 pm',
            '30',
          ],
          [
            '11/18/26',
            'E200',
            "'=Ben Ode",
            'J-A Bridge',
            '07:00 am',
            '07:20 am',
            '20',
            '03:30 pm',
            '03:00 pm',
            '30',
          ],
        ],
      ],
    ])('reports %s', async (by, expected) => {
      const res = await report(`${WEEK}&filter_by=${by}&download_type=2`);
      const rows = csvRows(res.rawPayload);
      const body = rows.slice(1, -1);
      if (by === 'by_totals')
        expect(body).toEqual([...expected, ['E200', "'=Ben Ode", '', '16.33', '0.00', '16.33']]);
      else expect(body).toEqual(expected);
    });

    it('lists the manual entries and the week of the picked day', async () => {
      const manual = csvRows(
        (await report(`${WEEK}&filter_by=by_time_sheet_manual_entry&download_type=2`)).rawPayload,
      );
      expect(manual.slice(1, -1)).toEqual([
        [
          '11/19/26',
          'E200',
          "'=Ben Ode",
          'J-B Tank',
          '08:00 am',
          '10:00 am',
          'Manual',
          'Unapproved',
          'employee was at offsite meeting',
          '2.00',
        ],
      ]);
      // Any day of the week picks the whole week.
      const weekly = await report(
        'start_date=2026-11-18&end_date=2026-11-18&filter_by=by_time_sheet_weekly_entry&download_type=2',
      );
      expect(fileName(weekly)).toBe('Timesheet Report by Weekly Entries 2026-11-16 to 2026-11-22.csv');
      expect(csvRows(weekly.rawPayload).slice(1, -1)).toHaveLength(8);
    });

    it('reads the quarter of the current year for the quarterly totals', async () => {
      const q4 = await report(`${WEEK}&filter_by=by_employee_totals_4Q&download_type=2`);
      expect(fileName(q4)).toBe('Timesheet Report by Employee Totals 4Q 2026-10-01 to 2026-12-31.csv');
      expect(csvRows(q4.rawPayload).at(-1)!.slice(-3)).toEqual(['56.33', '5.00', '61.33']);
      const q1 = await report(`${WEEK}&filter_by=by_employee_totals_1Q`);
      expect(q1.statusCode).toBe(404);
      expect(q1.json()).toMatchObject({ code: 'no_data', message: REPORT_MSG.noData });
    });

    it('filters by the site the entries were worked at, with the grid figures of those entries', async () => {
      const res = await report(`${WEEK}&filter_by=by_employee&download_type=2&location=${north}`);
      const rows = csvRows(res.rawPayload).slice(1, -1);
      // Ben has no site but worked Tuesday and Wednesday on North's job: those days, not his Thursday on
      // a job without a site. Ana's Friday on that job counts at her site, North.
      expect(rows.map((r) => r[0])).toEqual(['E100', 'E200']);
      expect(rows[1]!.slice(3)).toEqual([
        '0.00',
        '7.17',
        '7.16',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '14.33',
        '0.00',
        '14.33',
      ]);
      const grid = (await get(`/api/v1/time-sheet-list?${WEEK}&time_sheet_by=1&location=${north}`)).json()
        .data;
      expect(rows.map((r) => [r[0], r.at(-1)])).toEqual(
        grid.map((g: { code: string; total: number }) => [g.code, g.total.toFixed(2)]),
      );
      expect(pdfText((await report(`${WEEK}&filter_by=by_employee&location=${north}`)).rawPayload)).toContain(
        'Site: North',
      );
    });

    it('says an empty range has no data, as JSON', async () => {
      const res = await report('start_date=2026-10-05&end_date=2026-10-11&filter_by=by_employee');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ status: false, code: 'no_data', message: REPORT_MSG.noData });
    });

    it('refuses bad parameters with field errors', async () => {
      const missing = await report(WEEK);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toMatchObject({ filter_by: REPORT_MSG.reportByRequired });
      const bad = await report(`${WEEK}&filter_by=by_nothing&download_type=9`);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toMatchObject({
        filter_by: REPORT_MSG.reportByUnknown,
        download_type: REPORT_MSG.badDownloadType,
      });
      const reversed = await report('start_date=2026-11-22&end_date=2026-11-16&filter_by=by_job');
      expect(reversed.json().errors).toEqual({ end_date: 'The end date must not be before the start date.' });
      const noStart = await report('end_date=2026-11-16&filter_by=by_job');
      expect(noStart.json().errors).toMatchObject({ start_date: REPORT_MSG.startRequired });
      const long = await report('start_date=2025-01-01&end_date=2026-11-16&filter_by=by_job');
      expect(long.json().errors).toMatchObject({ end_date: REPORT_MSG.rangeTooLong });
      const site = await report(`${WEEK}&filter_by=by_job&location=99999`);
      expect(site.json().errors).toMatchObject({ location: REPORT_MSG.unknownSite });
    });

    it('refuses a user without the Reporting module', async () => {
      for (const url of [
        `/api/v1/time-sheet-report?${WEEK}&filter_by=by_employee`,
        '/api/v1/employee-report?filter_by=by_id',
        '/api/v1/job-report?filter_by=by_id',
        `/api/v1/sub-contractor-punch-report?${WEEK}`,
      ]) {
        expect((await get(url, office)).statusCode).toBe(403);
      }
    });

    it('shows another company nothing of ours', async () => {
      const other = await createCompany(t.db);
      const token = await signIn(t.app, other.users.payroll.email);
      expect((await report(`${WEEK}&filter_by=by_employee`, token)).statusCode).toBe(404);
    });

    it('writes every generated report to the audit log', async () => {
      await report(`${WEEK}&filter_by=by_job&download_type=2`);
      const rows = await auditRows(t.db, company.id, 'Report Generated');
      expect(rows.at(-1)).toMatchObject({
        user_name: `Payroll ${company.code}`,
        description: 'Timesheet Report by Job 2026-11-16 to 2026-11-22.csv (2 rows)',
      });
    });
  });

  describe('report options', () => {
    it("gives the pickers the company's sites, job codes and sub-contractor companies", async () => {
      const res = await get('/api/v1/report-options');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        sites: [{ id: north, name: 'North' }],
        jobs: [
          { id: jobA, code: 'J-A', name: 'Bridge' },
          { id: expect.any(Number), code: 'J-B', name: 'Tank' },
        ],
        subcontractor_companies: [{ id: subCompany, name: 'Acme Paint' }],
      });
    });

    it('refuses a user without the Reporting module', async () => {
      expect((await get('/api/v1/report-options', office)).statusCode).toBe(403);
    });

    it('shows another company only its own choices, none of ours', async () => {
      const other = await createCompany(t.db);
      await createJob(t.db, other.id, { code: 'OTHER-1', name: 'Their job' });
      const res = await get('/api/v1/report-options', await signIn(t.app, other.users.payroll.email));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        sites: [],
        jobs: [{ id: expect.any(Number), code: 'OTHER-1', name: 'Their job' }],
        subcontractor_companies: [],
      });
    });
  });

  describe('employee and job reports', () => {
    it.each([
      ['by_id', ['E100', 'E200', 'E300']],
      ['by_name', ['E300', 'E100', 'E200']],
      ['by_site', ['E100', 'E300', 'E200']],
    ])('lists the employees %s, without sub-contractor workers', async (by, codes) => {
      const res = await get(`/api/v1/employee-report?filter_by=${by}&download_type=2`);
      expect(res.statusCode).toBe(200);
      expect(fileName(res)).toMatch(/^Employee Report by (ID|Name|Site) 2026-11-20\.csv$/);
      const [header, ...rows] = csvRows(res.rawPayload);
      const id = header!.indexOf('ID');
      expect(rows.slice(0, -1).map((r) => r[id])).toEqual(codes);
    });

    it('lists the jobs by id and by name, as PDF by default', async () => {
      const byName = await get('/api/v1/job-report?filter_by=by_name');
      expect(byName.headers['content-type']).toBe('application/pdf');
      expect(pdfText(byName.rawPayload)).toMatch(/J-A\s+Bridge[\s\S]*J-B\s+Tank/);
      const byId = await get('/api/v1/job-report?filter_by=by_id&download_type=2');
      expect(
        csvRows(byId.rawPayload)
          .slice(1, -1)
          .map((r) => [r[0], r[4], r[5]]),
      ).toEqual([
        ['J-A', '07:00 am', '03:30 pm'],
        ['J-B', '07:00 am', '03:30 pm'],
      ]);
    });

    it('refuses an unknown Report by', async () => {
      const res = await get('/api/v1/job-report?filter_by=by_site');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ filter_by: REPORT_MSG.reportByUnknown });
    });
  });

  describe('sub-contractor report', () => {
    const sub = (query: string) => get(`/api/v1/sub-contractor-punch-report?${WEEK}&${query}`);

    it("lists every punch of the range without a Report by, and none of the employees' time", async () => {
      const res = await sub('job_code=&sub_comp_id=&download_type=2');
      expect(res.statusCode).toBe(200);
      expect(fileName(res)).toBe('Sub Contractor Report 2026-11-16 to 2026-11-22.csv');
      const [header, ...rows] = csvRows(res.rawPayload);
      expect(header).toEqual([
        'Date',
        'ID',
        'Worker',
        'Company',
        'Job',
        'Clock-In',
        'Clock-Out',
        'Source',
        'Status',
        'Note',
        'Hours',
      ]);
      expect(rows.slice(0, -1).map((r) => [r[0], r[2], r[3], r[10]])).toEqual([
        ['11/16/26', 'Sam Sub', 'Acme Paint', '8.17'],
        ['11/17/26', 'Sam Sub', 'Acme Paint', '8.16'],
      ]);
    });

    it('gives hours without regular time and overtime by worker', async () => {
      const res = await sub(`filter_by=by_employee&sub_comp_id=${subCompany}&job_code=J-A&download_type=2`);
      const [header, row] = csvRows(res.rawPayload);
      expect(header!.slice(-2)).toEqual(['Sun', 'Hours']);
      expect(row).toEqual([
        'S1',
        'Sam Sub',
        'Acme Paint',
        '11/16/26',
        '8.17',
        '8.16',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '16.33',
      ]);
      expect(pdfText((await sub(`filter_by=by_employee&sub_comp_id=${subCompany}`)).rawPayload)).toContain(
        'Acme Paint',
      );
    });

    it('says there is no data for a job without sub-contractor time', async () => {
      expect((await sub('job_code=J-B')).statusCode).toBe(404);
    });

    it('refuses overtime and absence reports, unknown jobs and companies', async () => {
      for (const [query, field, message] of [
        ['filter_by=by_over_time_by_employee', 'filter_by', REPORT_MSG.noOvertimeForSubcontractors],
        ['filter_by=by_over_time_by_job', 'filter_by', REPORT_MSG.noOvertimeForSubcontractors],
        ['filter_by=by_employee_absent', 'filter_by', REPORT_MSG.noAbsenceForSubcontractors],
        ['job_code=NOPE', 'job_code', REPORT_MSG.unknownJob],
        ['sub_comp_id=99999', 'sub_comp_id', REPORT_MSG.unknownSubcontractor],
      ]) {
        const res = await sub(query!);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ [field!]: message });
      }
    });
  });
});
