import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MSG } from '@portal/contracts/reports';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { californiaWeekWithMissedMeals, MEAL_NOW, MEAL_RANGE } from '../../../test/meal-periods.ts';

type Row = Record<string, string>;
/** The text of a PDF, as a reader would copy it. */
function pdfText(body: Buffer): string {
  const out = spawnSync('pdftotext', ['-layout', '-', '-'], { input: body });
  if (out.status !== 0) throw new Error(out.stderr.toString());
  return out.stdout.toString();
}

/**
 * The Meal Periods report (issue 41, scope 3; docs/reports.md): the entries of the range (worked at the
 * site, when one is picked) that missed a meal period, with whether their premium is marked owed.
 */
describe.each(ENGINES)('the Meal Periods report on %s', (engine) => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof californiaWeekWithMissedMeals>>;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => MEAL_NOW });
    c = await californiaWeekWithMissedMeals(t);
    expect((await c.mark(c.entries.ana, true)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const report = (query: string, path = 'time-sheet-report') =>
    c.call('GET', `/api/v1/${path}?${MEAL_RANGE}&filter_by=by_meal_periods&${query}`);

  it('lists each entry that missed a meal period, as a CSV', async () => {
    const csv = await report('download_type=2');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      'Timesheet Report by Meal Periods 2026-11-16 to 2026-11-22.csv',
    );
    const rows = parse(csv.rawPayload, { bom: true, columns: true }) as Row[];
    expect(Object.keys(rows[0]!)).toEqual([
      'Date',
      'ID',
      'Employee',
      'Job',
      'Clock-In',
      'Clock-Out',
      'Hours',
      'Meal Periods Missed',
      'Premium Owed',
    ]);
    expect(rows.map((r) => Object.values(r).join(' | '))).toEqual([
      '11/16/26 | E1 | Ana Ruiz | J-1 Bridge | 07:00 am | 05:30 pm | 10.00 | 2 | Yes',
      '11/16/26 | E3 | Cy Ode | J-1 Bridge | 07:00 am | 01:00 pm | 5.50 | 1 | No',
      '11/16/26 | E3 | Cy Ode | J-2 Tunnel | 01:10 pm | 06:00 pm | 4.83 | 1 | No',
      '11/17/26 | E1 | Ana Ruiz | J-3 Depot | 07:00 am | 01:00 pm | 5.50 | 1 | No',
      'Total (4 rows) |  |  |  |  |  | 25.83 | 5 | ',
    ]);
  });

  it('keeps to the entries worked at the site picked', async () => {
    const rows = parse((await report(`download_type=2&location=${c.north}`)).rawPayload, {
      bom: true,
      columns: true,
    }) as Row[];
    expect(rows.map((r) => r.ID || r.Date)).toEqual(['E1', 'Total (1 row)']);
  });

  it('makes the same rows as a PDF and an XLSX', async () => {
    const pdf = await report('download_type=1');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Timesheet Report by Meal Periods/);
    expect(text).toMatch(/Hours\s+Meal Periods Missed\s+Premium Owed/);
    expect(text).toMatch(/Ana Ruiz\s+J-1 Bridge\s+07:00 am\s+05:30 pm\s+10\.00\s+2\s+Yes/);

    const xlsx = await report('download_type=3');
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]!.slice(6)).toEqual(['Hours', 'Meal Periods Missed', 'Premium Owed']);
    expect(sheet[1]!.slice(6)).toEqual([10, 2, 'Yes']);
    expect(sheet.at(-1)!.slice(6)).toEqual([25.83, 5, null]);
  });

  it('says a range without a missed meal period has no data, and refuses the report for sub-contractors', async () => {
    const empty = await c.call(
      'GET',
      '/api/v1/time-sheet-report?start_date=2026-11-09&end_date=2026-11-15&filter_by=by_meal_periods&download_type=2',
    );
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ code: 'no_data', message: REPORT_MSG.noData });

    const sub = await report('download_type=2', 'sub-contractor-punch-report');
    expect(sub.statusCode).toBe(422);
    expect(sub.json().errors).toEqual({ filter_by: REPORT_MSG.noMealPeriodsForSubcontractors });
  });
});
