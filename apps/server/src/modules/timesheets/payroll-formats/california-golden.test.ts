import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollFormat } from '@portal/contracts/payroll-formats';
import { ENGINES, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { payrollCompany } from '../../../../test/payroll-company.ts';
import { createJob } from '../../../../test/timekeeping.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
const WEEK = { start: '2026-11-16', end: '2026-11-22' };
const RANGE = `start_date=${WEEK.start}&end_date=${WEEK.end}`;
const GOLDEN = path.join(import.meta.dirname, 'golden', 'california');
/** UPDATE_GOLDEN=1 writes the golden files from this week instead of comparing with them. */
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** The golden file of each format of the California week (golden-files.test.ts reads them back). */
const CALIFORNIA_GOLDEN: Record<PayrollFormat, string> = {
  txt: 'time-sheet-export.txt',
  adp: 'EPIK7Q46.csv',
  paychex: 'paychex-spi.csv',
  quickbooks: 'quickbooks-time.iif',
};

/**
 * The payroll files of a California week (issue 41), byte for byte the same on both engines: Ana (E1)
 * works all seven days, a 14-hour Monday (daily overtime and double time, two meal periods missed and
 * the premium marked owed), 8 hours Tuesday to Saturday (weekly overtime on Saturday: straight time
 * past 40 hours) and 10 hours on the seventh day, Sunday (overtime for its first 8, double time past
 * them); Bo (E2) works a 13-hour Wednesday at a job with a hyphen in its code. One job has a QuickBooks
 * customer, one not.
 */
describe.each(ENGINES)('the payroll files of a California week on %s', (engine) => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof payrollCompany>>;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    c = await payrollCompany(t, 'california');
    const { company, admin, call, employee, addEntry: add } = c;
    // The company's QuickBooks name: the portal's company code differs from run to run.
    const { id: settingsId } = await t.db
      .selectFrom('settings')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const named = await call(
      'PUT',
      `/api/v1/setting/${settingsId}`,
      {
        gps_distance_threshold: 3,
        regular_time: '40:00:00',
        quickbooks_company_name: 'Summit Coatings Inc.',
      },
      admin,
    );
    expect(named.statusCode, named.body).toBe(200);
    const bridge = await createJob(t.db, company.id, {
      code: 'J-2401',
      name: 'Route 1 Bridge Repaint',
      customer_name: 'NJ Department of Transportation',
    });
    const tank = await createJob(t.db, company.id, { code: 'J-2402', name: 'Harbor Tank Lining' });
    const ana = await employee('E1', 'Ana', 'Ruiz', '101');
    const bo = await employee('E2', 'Bo', 'Chan', '102');
    // Each shift less its half-hour break: 14, 8 x 5 and 10 hours for Ana, 13 for Bo.
    const monday = await add(ana, bridge, '2026-11-16', '07:00', '21:30');
    for (const day of ['17', '18', '19', '20', '21'])
      await add(ana, day === '19' ? tank : bridge, `2026-11-${day}`, '07:00', '15:30');
    await add(ana, tank, '2026-11-22', '07:00', '17:30');
    await add(bo, tank, '2026-11-18', '06:00', '19:30');

    await c.approveAll();
    const { version } = await t.db
      .selectFrom('time_entries')
      .select('version')
      .where('id', '=', monday)
      .executeTakeFirstOrThrow();
    const owed = await call('POST', '/api/v1/meal-premium', { id: monday, version, owed: true });
    expect(owed.statusCode, owed.body).toBe(200);
  });
  afterAll(() => t.close());

  /** The week's file in a format, compared byte for byte with its golden file. */
  async function goldenFile(format: PayrollFormat) {
    const res = await c.call('GET', `/api/v1/time-export-txt?${RANGE}&format=${format}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data as { data: string; file_name: string; totals: Record<string, number> };
    const target = path.join(GOLDEN, CALIFORNIA_GOLDEN[format]);
    if (UPDATE) {
      fs.mkdirSync(GOLDEN, { recursive: true });
      fs.writeFileSync(target, file.data);
    }
    expect(file.data).toBe(fs.readFileSync(target, 'utf8'));
    return file;
  }

  it('works out daily overtime, double time, weekly overtime and the seventh day on the grid', async () => {
    const res = await c.call('GET', `/api/v1/time-sheet-list?${RANGE}&time_sheet_by=1`);
    const rows = res.json().data as {
      code: string;
      regular_time: number;
      over_time: number;
      double_time: number;
      total: number;
    }[];
    const week = (emp: string) => {
      const r = rows.find((row) => row.code === emp)!;
      return [r.regular_time, r.over_time, r.double_time, r.total];
    };
    // Ana: Monday 8 + 4 + 2; Tuesday to Friday 32 regular (40 straight-time hours in all); Saturday's
    // 8 past them overtime; Sunday, the seventh day, 8 overtime and 2 double time.
    expect(week('E1')).toEqual([40, 4 + 8 + 8, 2 + 2, 64]);
    // Bo: 8 + 4 + 1 of a 13-hour day.
    expect(week('E2')).toEqual([8, 4, 1, 13]);
  });

  it.each(['txt', 'adp', 'paychex', 'quickbooks'] as const)(
    'writes the %s file of the week as its golden file, its totals the grid’s and the premium beside them',
    async (format) => {
      const file = await goldenFile(format);
      expect(file.totals).toEqual({
        employees: 2,
        lines: expect.any(Number),
        regular_hours: 48,
        overtime_hours: 24,
        double_time_hours: 5,
        total_hours: 77,
        meal_premium_hours: 1,
      });
    },
  );
});
