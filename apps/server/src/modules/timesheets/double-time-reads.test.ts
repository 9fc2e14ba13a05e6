import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollFormat } from '@portal/contracts/payroll-formats';
import type { TimeEntryDetail } from '@portal/contracts/timesheets';
import { localDateTime } from '@portal/domain';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { payrollCompany } from '../../../test/payroll-company.ts';
import { createEmployee, createJob } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
const TZ = 'America/New_York';
const WEEK = { start: '2026-11-16', end: '2026-11-22' };
const RANGE = `start_date=${WEEK.start}&end_date=${WEEK.end}`;

type Row = Record<string, string>;
/** The text of a PDF, as a reader would copy it. */
function pdfText(body: Buffer): string {
  const out = spawnSync('pdftotext', ['-layout', '-', '-'], { input: body });
  if (out.status !== 0) throw new Error(out.stderr.toString());
  return out.stdout.toString();
}
/** Hundredths of the files' '8.00' or the grid's 8. */
const hundredths = (hours: string | number) => Math.round(Number(hours) * 100);
/** Minutes of QuickBooks' '8:00'. */
const minutes = (duration: string) => {
  const [h, m] = duration.split(':').map(Number);
  return h! * 60 + m!;
};
/** The TIMEACT rows of an IIF file, by the names of its !TIMEACT header. */
function timeActivities(iif: string): Row[] {
  const lines = iif.split('\r\n').map((l) => l.split('\t'));
  const names = lines.find((l) => l[0] === '!TIMEACT')!.slice(1);
  return lines
    .filter((l) => l[0] === 'TIMEACT')
    .map((l) => Object.fromEntries(names.map((n, i) => [n, l[i + 1] ?? ''])));
}
/** A tab-separated text file's lines by the names of its header. */
function textLines(text: string): Row[] {
  const [header, ...rows] = text
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split('\t'));
  return rows.map((cells) => Object.fromEntries(header!.map((n, i) => [n, cells[i]!])));
}

/**
 * Double time where time is read (issue 41): a 14-hour day under California's policy is 8 regular, 4
 * overtime and 2 double time on the grid, the detail, the reports and every payroll file, adding up
 * to 14; under the federal policy the same day has no double time and the files have no column of it.
 */
describe.each(ENGINES)('double time on the screens and in the files on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
  });
  afterAll(() => t.close());

  /**
   * A company under an overtime policy (payrollCompany) and the calls its tests make as its payroll
   * clerk: employees with ADP numbers, entries added as a clerk adds them, approval, and the week's
   * grid, detail, timesheet report (CSV) and payroll files.
   */
  async function clerkCompany(policy: 'california' | 'federal') {
    const { company, admin, call } = await payrollCompany(t, policy);
    const person = async (code: string, first_name: string, last_name: string, adp: string) => {
      const id = await createEmployee(t.db, company.id, { code, first_name, last_name });
      await call('PUT', `/api/v1/employee-payroll-ids/${id}`, { adp_file_number: adp }, admin);
      return id;
    };
    const add = async (employee: number, job: number, day: string, from: string, to: string) => {
      const res = await call('POST', '/api/v1/add-time-entry', {
        emp_id: employee,
        job_id: job,
        clock_in_date_time: `${day} ${from}:00`,
        clock_out_date_time: `${day} ${to}:00`,
        notes: 'app holder failed to clock employee',
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const approveAll = async () => {
      const entries = await t.db
        .selectFrom('time_entries')
        .select(['id', 'version', 'clock_in_at'])
        .where('company_id', '=', company.id)
        .execute();
      const approved = await call('POST', '/api/v1/time-entry-approval-update', {
        time_entries: entries.map((e) => ({
          id: e.id,
          version: e.version,
          clock_in_date_time: localDateTime(e.clock_in_at, TZ),
        })),
      });
      expect(approved.statusCode, approved.body).toBe(202);
    };
    /** A site's query parameter, or none. */
    const at = (name: string, site?: number) => (site === undefined ? '' : `&${name}=${site}`);
    const file = async (format: PayrollFormat, site?: number) => {
      const res = await call(
        'GET',
        `/api/v1/time-export-txt?${RANGE}&format=${format}${at('site_id', site)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { data: string; totals: Record<string, number> };
    };
    const grid = async (site?: number) => {
      const res = await call(
        'GET',
        `/api/v1/time-sheet-list?${RANGE}&time_sheet_by=1${at('location', site)}`,
      );
      return new Map((res.json().data as Row[]).map((r) => [r.code, r]));
    };
    const detail = async (employee: number, site?: number) => {
      const res = await call(
        'GET',
        `/api/v1/time-sheet-detail?id=${employee}&time_sheet_by=1&${RANGE}&pageSizeLimit=50${at('location', site)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.entries as TimeEntryDetail[];
    };
    /** The timesheet report by employee as a CSV file reads. */
    const report = async (site?: number) => {
      const res = await call(
        'GET',
        `/api/v1/time-sheet-report?${RANGE}&filter_by=by_employee&download_type=2${at('location', site)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return parse(res.rawPayload, { bom: true, columns: true }) as Row[];
    };
    return { company, admin, call, person, add, approveAll, file, grid, detail, report };
  }

  /** A company with a 14-hour Monday for Ana (E1) and an 8-hour one for Bo (E2), all approved. */
  async function companyWithTime(policy: 'california' | 'federal') {
    const c = await clerkCompany(policy);
    const job = await createJob(t.db, c.company.id, { code: 'J-1', name: 'Bridge' });
    const ana = await c.person('E1', 'Ana', 'Ruiz', '101');
    const bo = await c.person('E2', 'Bo', 'Chan', '102');
    // 14.5 h less the half-hour break, and 8.5 h less it.
    await c.add(ana, job, '2026-11-16', '07:00', '21:30');
    await c.add(bo, job, '2026-11-16', '07:00', '15:30');
    await c.approveAll();
    return { ...c, ana, bo };
  }

  describe('under California', () => {
    let c: Awaited<ReturnType<typeof companyWithTime>>;
    beforeAll(async () => {
      c = await companyWithTime('california');
    });

    it('gives the grid row and the detail 8 regular, 4 overtime and 2 double time of 14 hours', async () => {
      const rows = await c.grid();
      expect(rows.get('E1')).toMatchObject({
        mon: 14,
        regular_time: 8,
        over_time: 4,
        double_time: 2,
        total: 14,
      });
      expect(rows.get('E2')).toMatchObject({ regular_time: 8, over_time: 0, double_time: 0, total: 8 });
      const byJob = (await c.call('GET', `/api/v1/time-sheet-list?${RANGE}&time_sheet_by=2`)).json().data;
      expect(byJob[0]).toMatchObject({ regular_time: 16, over_time: 4, double_time: 2, total: 22 });

      const detail = await c.call('GET', `/api/v1/time-sheet-detail?id=${c.ana}&time_sheet_by=1&${RANGE}`);
      expect(detail.json().data.entries).toEqual([
        expect.objectContaining({ regular_time: 8, over_time: 4, double_time: 2, total: 14 }),
      ]);
    });

    it('puts a Double Time column beside Regular and Overtime in the timesheet report', async () => {
      const res = await c.call(
        'GET',
        `/api/v1/time-sheet-report?${RANGE}&filter_by=by_employee&download_type=2`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const rows = parse(res.rawPayload, { bom: true, columns: true }) as Row[];
      expect(rows.find((r) => r.ID === 'E1')).toMatchObject({
        Regular: '8.00',
        Overtime: '4.00',
        'Double Time': '2.00',
        Total: '14.00',
      });
      expect(rows.find((r) => r.ID === 'E2')).toMatchObject({ 'Double Time': '0.00', Total: '8.00' });
      const pdf = await c.call(
        'GET',
        `/api/v1/time-sheet-report?${RANGE}&filter_by=by_employee&download_type=1`,
      );
      expect(pdfText(pdf.rawPayload)).toMatch(/Regular\s+Overtime\s+Double Time\s+Total/);
      const overtime = await c.call(
        'GET',
        `/api/v1/time-sheet-report?${RANGE}&filter_by=by_over_time_by_employee&download_type=2`,
      );
      const premium = parse(overtime.rawPayload, { bom: true, columns: true }) as Row[];
      expect(premium.filter((r) => r.ID !== undefined && !r.ID.startsWith('Total')).map((r) => r.ID)).toEqual(
        ['E1'],
      );
    });

    it('writes double time in every payroll file: regular + overtime + double time = total', async () => {
      const text = await c.file('txt');
      expect(text.data.split('\r\n')[0]!.split('\t').slice(4)).toEqual([
        'REGULAR_HOURS',
        'OVERTIME_HOURS',
        'TOTAL_HOURS',
        'DOUBLE_TIME_HOURS',
      ]);
      const lines = textLines(text.data);
      expect(lines.find((l) => l.EMPLOYEE_CODE === 'E1')).toMatchObject({
        REGULAR_HOURS: '8.00',
        OVERTIME_HOURS: '4.00',
        DOUBLE_TIME_HOURS: '2.00',
        TOTAL_HOURS: '14.00',
      });
      for (const l of lines)
        expect(
          hundredths(l.REGULAR_HOURS!) + hundredths(l.OVERTIME_HOURS!) + hundredths(l.DOUBLE_TIME_HOURS!),
        ).toBe(hundredths(l.TOTAL_HOURS!));
      const totals = { regular_hours: 16, overtime_hours: 4, double_time_hours: 2, total_hours: 22 };
      expect(text.totals).toMatchObject(totals);

      const adp = await c.file('adp');
      expect(parse(adp.data, { columns: true })).toEqual([
        {
          'Co Code': 'K7Q',
          'Batch ID': '46',
          'File #': '000101',
          'Reg Hours': '8.00',
          'O/T Hours': '4.00',
          'Hours 3 Code': 'D',
          'Hours 3 Amount': '2.00',
        },
        {
          'Co Code': 'K7Q',
          'Batch ID': '46',
          'File #': '000102',
          'Reg Hours': '8.00',
          'O/T Hours': '0.00',
          'Hours 3 Code': '',
          'Hours 3 Amount': '',
        },
      ]);
      expect(adp.totals).toMatchObject(totals);

      const paychex = await c.file('paychex');
      const earnings = (parse(paychex.data, { columns: true }) as Row[]).map((r) => [
        r['Worker ID'],
        r['Pay Component'],
        r.Hours,
      ]);
      expect(earnings).toEqual([
        ['E1', 'Hourly', '8.00'],
        ['E1', 'Overtime', '4.00'],
        ['E1', 'Double Time', '2.00'],
        ['E2', 'Hourly', '8.00'],
      ]);
      expect(paychex.totals).toMatchObject(totals);

      const quickbooks = await c.file('quickbooks');
      const items = timeActivities(quickbooks.data).map((r) => [r.NOTE, r.PITEM, minutes(r.DURATION!)]);
      expect(items).toEqual([
        ['E1 J-1', 'Regular Pay', 480],
        ['E1 J-1', 'Overtime Pay', 240],
        ['E1 J-1', 'Double-time Pay', 120],
        ['E2 J-1', 'Regular Pay', 480],
      ]);
      expect(quickbooks.totals).toMatchObject(totals);
    });

    it("keeps the double time in a closed week's control totals", async () => {
      const closed = await c.call('POST', '/api/v1/pay-period-close', { start_date: WEEK.start });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().data.totals).toEqual({
        employees: 2,
        lines: 2,
        regular_hundredths: 1600,
        overtime_hundredths: 400,
        double_time_hundredths: 200,
        total_hundredths: 2200,
      });
      const status = await c.call('GET', `/api/v1/pay-periods?start_date=${WEEK.start}`);
      expect(status.json().data.totals).toMatchObject({
        double_time_hundredths: 200,
        total_hundredths: 2200,
      });
    });
  });

  describe('under the federal policy', () => {
    let c: Awaited<ReturnType<typeof companyWithTime>>;
    beforeAll(async () => {
      c = await companyWithTime('federal');
    });

    it('has no double time, and files without a double-time column', async () => {
      expect((await c.grid()).get('E1')).toMatchObject({
        regular_time: 14,
        over_time: 0,
        double_time: 0,
        total: 14,
      });
      const text = await c.file('txt');
      expect(text.data.split('\r\n')[0]).toBe(
        'EMPLOYEE_CODE\tEMPLOYEE_NAME\tJOB_CODE\tWORK_DATE\tREGULAR_HOURS\tOVERTIME_HOURS\tTOTAL_HOURS',
      );
      expect(text.totals).not.toHaveProperty('double_time_hours');
      expect((await c.file('adp')).data.split('\r\n')[0]).toBe('Co Code,Batch ID,File #,Reg Hours,O/T Hours');
      const report = await c.call(
        'GET',
        `/api/v1/time-sheet-report?${RANGE}&filter_by=by_employee&download_type=2`,
      );
      expect(
        Object.keys((parse(report.rawPayload, { bom: true, columns: true }) as Row[])[0]!),
      ).not.toContain('Double Time');
      const closed = await c.call('POST', '/api/v1/pay-period-close', { start_date: WEEK.start });
      expect(closed.json().data.totals).not.toHaveProperty('double_time_hundredths');
    });
  });
});
