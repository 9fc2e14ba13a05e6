import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollFormat } from '@portal/contracts/payroll-formats';
import type { TimeEntryDetail } from '@portal/contracts/timesheets';
import { DAY_KEYS, dayKey } from '@portal/domain';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { payrollCompany } from '../../../test/payroll-company.ts';
import { createJob, createSite } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
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

/** A work day of a week worked out by hand: its job, its paid hours and their three parts. */
interface Day {
  date: string;
  job: string;
  paid: number;
  regular: number;
  overtime: number;
  double: number;
}
const day = (date: string, job: string, paid: number, [regular, overtime, double]: number[]): Day => ({
  date,
  job,
  paid,
  regular: regular!,
  overtime: overtime!,
  double: double!,
});
/** Hours as every file writes them. */
const h = (hours: number) => hours.toFixed(2);
/** '2026-11-16' as 11/16/2026 (Paychex) or, short, 11/16/26 (QuickBooks). */
const usDate = (date: string, short = false) => {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${short ? y!.slice(2) : y}`;
};

/*
 * A California workweek of seven days (Monday 11/16 to Sunday 11/22, the company's workweek), worked
 * out by hand from Labor Code 510: past 8 h in a workday overtime and past 12 h double time; past 40 h
 * in the workweek overtime, counting only the straight-time hours (an hour paid as daily overtime is
 * not counted again: docs/time-rules.md, "No hour counts twice"); on the seventh consecutive day of
 * work in the workweek the first 8 h overtime and the hours past 8 double time.
 *
 * | Day  | Paid | Regular | Overtime | Double | Why                                                   | Straight so far |
 * | ---- | ---- | ------- | -------- | ------ | ----------------------------------------------------- | --------------- |
 * | Mon  | 13   | 8       | 4        | 1      | 9th to 12th hour overtime, the 13th double time       | 8               |
 * | Tue  | 6    | 6       | 0        | 0      |                                                       | 14              |
 * | Wed  | 10   | 8       | 2        | 0      | past 8 h a day                                        | 22              |
 * | Thu  | 8    | 8       | 0        | 0      |                                                       | 30              |
 * | Fri  | 8    | 8       | 0        | 0      |                                                       | 38              |
 * | Sat  | 9    | 2       | 7        | 0      | 2 h reach 40; 6 past 40 a week, the 9th past 8 a day  | 40              |
 * | Sun  | 10   | 0       | 8        | 2      | the seventh consecutive day: 8 overtime, 2 past 8     | 40              |
 * | Week | 64   | 40      | 21       | 3      | 40 + 21 + 3 = 64                                      |                 |
 */
const CALIFORNIA_WEEK = [
  day('2026-11-16', 'J1', 13, [8, 4, 1]),
  day('2026-11-17', 'J1', 6, [6, 0, 0]),
  day('2026-11-18', 'J1', 10, [8, 2, 0]),
  day('2026-11-19', 'J1', 8, [8, 0, 0]),
  day('2026-11-20', 'J1', 8, [8, 0, 0]),
  day('2026-11-21', 'J1', 9, [2, 7, 0]),
  day('2026-11-22', 'J1', 10, [0, 8, 2]),
];

/*
 * A federal company with one site under California (West, job JW) beside a site under the company's
 * federal policy (East, job JE), in the same week (docs/time-rules.md, "Overtime policies": a site's
 * policy sets the daily rules of the time worked there; the week is the company's). East's hours have
 * no daily overtime or double time, even past 12 h a day; they become overtime only past 40
 * straight-time hours in the week (29 U.S.C. 207), counted over both sites.
 *
 * | Day | Site | Paid | Regular | Overtime | Double | Why                                        | Straight time so far |
 * | --- | ---- | ---- | ------- | -------- | ------ | ------------------------------------------ | -------------------- |
 * | Mon | East | 13   | 13      | 0        | 0      | federal: no daily overtime                 | 13                   |
 * | Tue | West | 13   | 8       | 4        | 1      | California: past 8 h and past 12 h a day   | 21                   |
 * | Wed | East | 10   | 10      | 0        | 0      |                                            | 31                   |
 * | Thu | West | 10   | 8       | 2        | 0      | past 8 h a day                             | 39                   |
 * | Fri | East | 8    | 1       | 7        | 0      | 1 h reaches 40, the other 7 past 40 a week | 40                   |
 * | All |      | 54   | 40      | 13       | 1      | East 24 + 7 + 0 = 31, West 16 + 6 + 1 = 23 |                      |
 */
const TWO_SITES_WEEK = [
  day('2026-11-16', 'JE', 13, [13, 0, 0]),
  day('2026-11-17', 'JW', 13, [8, 4, 1]),
  day('2026-11-18', 'JE', 10, [10, 0, 0]),
  day('2026-11-19', 'JW', 10, [8, 2, 0]),
  day('2026-11-20', 'JE', 8, [1, 7, 0]),
];

/**
 * Double time where time is read (issue 41): a 14-hour day under California's policy is 8 regular, 4
 * overtime and 2 double time on the grid, the detail, the reports and every payroll file, adding up
 * to 14; under the federal policy the same day has no double time and the files have no column of it.
 * A whole California workweek with a 13-hour day and a seventh day, and a California site beside a
 * federal one, give every screen and file the figures worked out by hand above.
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
    const {
      company,
      admin,
      call,
      employee: person,
      addEntry: add,
      approveAll,
    } = await payrollCompany(t, policy);
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
      // PITEM is left blank (Intuit's IIF reference); the note names the earning.
      expect(items).toEqual([
        ['E1 J-1 Regular Pay', '', 480],
        ['E1 J-1 Overtime Pay', '', 240],
        ['E1 J-1 Double-time Pay', '', 120],
        ['E2 J-1 Regular Pay', '', 480],
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

  /** The clock-out of a shift from 06:00 paid `paid` hours after the half-hour break. */
  const until = (paid: number) => {
    const m = 6 * 60 + 30 + paid * 60;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  };

  /**
   * Checks that the grid row, the detail's entries, the timesheet report and the four payroll files
   * give the employee's week (at a site, when one is given) the figures of `days`, worked out by hand.
   * The employee is the company's only one, so the files' control totals are the week's too.
   */
  async function expectTheWeekEverywhere(
    c: Awaited<ReturnType<typeof clerkCompany>>,
    who: { id: number; code: string; adp: string },
    days: Day[],
    site?: number,
  ) {
    const sum = (part: (d: Day) => number) => days.reduce((n, d) => n + part(d), 0);
    const week = {
      regular: sum((d) => d.regular),
      overtime: sum((d) => d.overtime),
      double: sum((d) => d.double),
      paid: sum((d) => d.paid),
    };
    expect(week.regular + week.overtime + week.double).toBe(week.paid);
    const hasDouble = week.double > 0;
    const on = (key: string) => sum((d) => (dayKey(d.date) === key ? d.paid : 0));

    expect((await c.grid(site)).get(who.code)).toMatchObject({
      ...Object.fromEntries(DAY_KEYS.map((k) => [k, on(k)])),
      regular_time: week.regular,
      over_time: week.overtime,
      double_time: week.double,
      total: week.paid,
    });

    const entries = await c.detail(who.id, site);
    expect(
      entries
        .map((e) => [e.date, e.job_code, e.regular_time, e.over_time, e.double_time, e.total])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(days.map((d) => [d.date, d.job, d.regular, d.overtime, d.double, d.paid]));

    const report = (await c.report(site)).find((r) => r.ID === who.code)!;
    expect(report).toMatchObject({
      ...Object.fromEntries(DAY_KEYS.map((k) => [k[0]!.toUpperCase() + k.slice(1), h(on(k))])),
      Regular: h(week.regular),
      Overtime: h(week.overtime),
      Total: h(week.paid),
    });
    if (hasDouble) expect(report['Double Time']).toBe(h(week.double));
    else expect(Object.keys(report)).not.toContain('Double Time');

    const totals = {
      regular_hours: week.regular,
      overtime_hours: week.overtime,
      total_hours: week.paid,
      ...(hasDouble ? { double_time_hours: week.double } : {}),
    };
    const text = await c.file('txt', site);
    expect(text.data.split('\r\n')[0]!.split('\t').slice(4)).toEqual([
      'REGULAR_HOURS',
      'OVERTIME_HOURS',
      'TOTAL_HOURS',
      ...(hasDouble ? ['DOUBLE_TIME_HOURS'] : []),
    ]);
    expect(
      textLines(text.data)
        .filter((l) => l.EMPLOYEE_CODE === who.code)
        .map((l) => [
          l.WORK_DATE,
          l.JOB_CODE,
          l.REGULAR_HOURS,
          l.OVERTIME_HOURS,
          l.DOUBLE_TIME_HOURS,
          l.TOTAL_HOURS,
        ]),
    ).toEqual(
      days.map((d) => [
        d.date,
        d.job,
        h(d.regular),
        h(d.overtime),
        hasDouble ? h(d.double) : undefined,
        h(d.paid),
      ]),
    );
    expect(text.totals).toEqual({ employees: 1, lines: days.length, ...totals });

    const adp = await c.file('adp', site);
    expect(parse(adp.data, { columns: true })).toEqual([
      {
        'Co Code': 'K7Q',
        'Batch ID': '46',
        'File #': who.adp.padStart(6, '0'),
        'Reg Hours': h(week.regular),
        'O/T Hours': h(week.overtime),
        ...(hasDouble ? { 'Hours 3 Code': 'D', 'Hours 3 Amount': h(week.double) } : {}),
      },
    ]);
    expect(adp.totals).toMatchObject(totals);

    /** Each day's earnings with hours, in the files' order: regular, overtime, double time. */
    const earnings = <T>(as: (d: Day, earning: 0 | 1 | 2, hours: number) => T) =>
      days.flatMap((d) =>
        ([d.regular, d.overtime, d.double] as const).flatMap((hours, i) =>
          hours > 0 ? [as(d, i as 0 | 1 | 2, hours)] : [],
        ),
      );
    const paychex = await c.file('paychex', site);
    expect(
      (parse(paychex.data, { columns: true }) as Row[]).map((r) => [
        r['Worker ID'],
        r['Line Date'],
        r['Job Number'],
        r['Pay Component'],
        r.Hours,
      ]),
    ).toEqual(
      earnings((d, i, hours) => [
        who.code,
        usDate(d.date),
        d.job,
        ['Hourly', 'Overtime', 'Double Time'][i],
        h(hours),
      ]),
    );
    expect(paychex.totals).toMatchObject(totals);

    const quickbooks = await c.file('quickbooks', site);
    expect(
      timeActivities(quickbooks.data).map((r) => [r.DATE, r.NOTE, r.PITEM, minutes(r.DURATION!)]),
    ).toEqual(
      earnings((d, i, hours) => [
        usDate(d.date, true),
        `${who.code} ${d.job} ${['Regular Pay', 'Overtime Pay', 'Double-time Pay'][i]}`,
        '',
        hours * 60,
      ]),
    );
    expect(quickbooks.totals).toMatchObject(totals);
  }

  describe('a California workweek of seven days with a 13-hour day', () => {
    let c: Awaited<ReturnType<typeof clerkCompany>>;
    let ana: number;
    beforeAll(async () => {
      c = await clerkCompany('california');
      const job = await createJob(t.db, c.company.id, { code: 'J1', name: 'Bridge' });
      ana = await c.person('E1', 'Ana', 'Ruiz', '101');
      for (const d of CALIFORNIA_WEEK) await c.add(ana, job, d.date, '06:00', until(d.paid));
      await c.approveAll();
    });

    it('pays daily overtime, double time, weekly overtime and the seventh day alike on every screen and in every file', async () => {
      await expectTheWeekEverywhere(c, { id: ana, code: 'E1', adp: '101' }, CALIFORNIA_WEEK);
    });
  });

  describe('a California site beside a federal site in the same week', () => {
    let c: Awaited<ReturnType<typeof clerkCompany>>;
    let bo: number;
    let west: number;
    let east: number;
    beforeAll(async () => {
      c = await clerkCompany('federal');
      west = await createSite(t.db, c.company.id, 'West');
      east = await createSite(t.db, c.company.id, 'East');
      const policies = await c.call(
        'PUT',
        '/api/v1/overtime-policies',
        { company: { preset: 'federal' }, sites: [{ site_id: west, policy: { preset: 'california' } }] },
        c.admin,
      );
      expect(policies.statusCode, policies.body).toBe(200);
      const jobs: Record<string, number> = {
        JW: await createJob(t.db, c.company.id, { code: 'JW', name: 'Wharf', site_id: west }),
        JE: await createJob(t.db, c.company.id, { code: 'JE', name: 'Depot', site_id: east }),
      };
      bo = await c.person('E2', 'Bo', 'Chan', '102');
      for (const d of TWO_SITES_WEEK) await c.add(bo, jobs[d.job]!, d.date, '06:00', until(d.paid));
      await c.approveAll();
    });
    const who = () => ({ id: bo, code: 'E2', adp: '102' });

    it('gives the whole week the same figures on every screen and in every file', async () => {
      await expectTheWeekEverywhere(c, who(), TWO_SITES_WEEK);
    });

    it("keeps the federal site's hours weekly-only, without a double-time column", async () => {
      await expectTheWeekEverywhere(
        c,
        who(),
        TWO_SITES_WEEK.filter((d) => d.job === 'JE'),
        east,
      );
    });

    it("pays the California site's hours by the day, with their double time", async () => {
      await expectTheWeekEverywhere(
        c,
        who(),
        TWO_SITES_WEEK.filter((d) => d.job === 'JW'),
        west,
      );
    });
  });
});
