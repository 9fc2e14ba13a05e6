import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, displayDate } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, storeFigures } from '../../../test/timekeeping.ts';
import { seededRandom } from '../../db/seed/random.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Four weeks of EDT (New York is -04:00 until November 1st). */
const MONDAYS = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'];
const RANGE = `start_date=${MONDAYS[0]}&end_date=${addDays(MONDAYS.at(-1)!, 6)}`;

/** Hours as the API and the files give them (8.07) in hundredths (807), exactly. */
const h = (hours: number | string) => Math.round(Number(hours) * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(ENGINES)("a report's hours are the grid's and the payroll file's on %s", (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(payroll) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };
  /** A report's rows as CSV cells, its totals row apart. */
  const report = async (by: string, range = RANGE) => {
    const res = await get(`/api/v1/time-sheet-report?${range}&filter_by=${by}&download_type=2`);
    const [header, ...rows] = parse(res.rawPayload, { bom: true }) as string[][];
    return { header: header!, rows: rows.slice(0, -1), totals: rows.at(-1)! };
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
    // Seeded, so a failing week can be run again.
    const next = seededRandom(20261124).below;
    const jobs = await Promise.all([1, 2, 3].map(() => createJob(t.db, company.id)));
    const employees = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createEmployee(t.db, company.id, { code: `RP${i + 1}` })),
    );
    const at = NOW.toISOString();
    for (const monday of MONDAYS) {
      for (const employee of employees) {
        for (let n = next(10); n > 0; n--) {
          const day = next(7);
          // Short entries round badly on their own; long days make overtime; a Sunday night shift
          // runs into the next workweek.
          const minutes = [20, 40, 484, 600, 1 + next(720)][next(5)]!;
          const time = day === 6 && next(3) === 0 ? '21:00' : `0${5 + next(4)}:${10 + next(50)}`;
          const clockIn = new Date(`${addDays(monday, day)}T${time}:00-04:00`).toISOString();
          const clockOut = new Date(Date.parse(clockIn) + minutes * 60_000).toISOString();
          await t.db
            .insertInto('time_entries')
            .values({
              company_id: company.id,
              employee_id: employee,
              job_id: jobs[next(3)]!,
              source: 'MANUAL',
              work_date: addDays(monday, day),
              clock_in_at: clockIn,
              clock_out_at: clockOut,
              org_clock_in_at: clockIn,
              org_clock_out_at: clockOut,
              original_clock_in_at: clockIn,
              original_clock_out_at: clockOut,
              minutes,
              is_full_pay: 1,
              approved_status: 'approved',
              created_at: at,
              updated_at: at,
            })
            .execute();
          await storeFigures(t.db, company.id);
        }
      }
    }
  });
  afterAll(() => t.close());

  it('gives every employee-week the grid rows and the sum of the payroll lines, to the hundredth', async () => {
    const { header, rows } = await report('by_employee');
    const col = (name: string) => header.indexOf(name);
    let checked = 0;
    for (const monday of MONDAYS) {
      const range = `start_date=${monday}&end_date=${addDays(monday, 6)}`;
      const grid = (await get(`/api/v1/time-sheet-list?${range}&time_sheet_by=1`)).json().data as Record<
        string,
        number | string
      >[];
      const file = (await get(`/api/v1/time-export-txt?${range}`)).json().data.data as string;
      const lines = file
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split('\t'));
      const week = rows.filter((r) => r[col('Week of')] === displayDate(monday));
      expect(week.map((r) => r[0])).toEqual(grid.map((g) => g.code));
      for (const g of grid) {
        const row = week.find((r) => r[0] === g.code)!;
        const figures = (names: string[]) => names.map((n) => h(row[col(n)]!));
        expect(figures(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])).toEqual(DAYS.map((d) => h(g[d]!)));
        expect(figures(['Regular', 'Overtime', 'Total'])).toEqual([
          h(g.regular_time!),
          h(g.over_time!),
          h(g.total!),
        ]);
        const own = lines.filter((l) => l[0] === g.code);
        expect(figures(['Regular', 'Overtime', 'Total'])).toEqual([
          sum(own.map((l) => h(l[4]!))),
          sum(own.map((l) => h(l[5]!))),
          sum(own.map((l) => h(l[6]!))),
        ]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('adds up every column: days to the total, regular and overtime to the total, rows to the totals row', async () => {
    for (const by of [
      'by_employee',
      'by_job',
      'by_totals',
      'by_job_per_employee',
      'by_over_time_by_employee',
    ]) {
      const { header, rows, totals } = await report(by);
      const hours = header.flatMap((name, i) =>
        ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Regular', 'Overtime', 'Total'].includes(name)
          ? [{ name, i }]
          : [],
      );
      const at = (row: string[], name: string) => h(row[header.indexOf(name)]!);
      expect(rows.length, by).toBeGreaterThan(0);
      for (const row of rows) {
        expect(at(row, 'Regular') + at(row, 'Overtime'), by).toBe(at(row, 'Total'));
        if (header.includes('Mon')) {
          expect(sum(DAYS.map((d) => at(row, d[0]!.toUpperCase() + d.slice(1)))), by).toBe(at(row, 'Total'));
        }
      }
      for (const { i } of hours) expect(h(totals[i]!), by).toBe(sum(rows.map((r) => h(r[i]!))));
    }
  });

  it('gives each employee the same total whatever the report groups by', async () => {
    const weeks = await report('by_employee');
    const totals = await report('by_totals');
    const perJob = await report('by_job_per_employee');
    const byJob = await report('by_job');
    const total = (r: { header: string[]; rows: string[][] }, code: string, codeColumn = 'ID') =>
      sum(r.rows.filter((row) => row[r.header.indexOf(codeColumn)] === code).map((row) => h(row.at(-1)!)));
    for (const row of totals.rows) {
      const code = row[0]!;
      expect(total(weeks, code)).toBe(h(row.at(-1)!));
      expect(total(perJob, code)).toBe(h(row.at(-1)!));
    }
    expect(h(byJob.totals.at(-1)!)).toBe(h(totals.totals.at(-1)!));
  });

  it('keeps the hours of a week the range cuts: its days are those of the whole week', async () => {
    const monday = MONDAYS[1]!;
    const whole = await report('by_employee', `start_date=${monday}&end_date=${addDays(monday, 6)}`);
    const cut = await report(
      'by_employee',
      `start_date=${addDays(monday, 2)}&end_date=${addDays(monday, 4)}`,
    );
    for (const row of cut.rows) {
      const full = whole.rows.find((r) => r[0] === row[0])!;
      for (const day of ['Wed', 'Thu', 'Fri']) {
        const i = whole.header.indexOf(day);
        expect(row[i]).toBe(full[i]);
      }
    }
  });
});
