import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, storeFigures } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');

/** Hand-computed weeks of the payroll audit, checked in the file payroll imports. */
describe.each(ENGINES)('the payroll file adds up on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
  });
  afterAll(() => t.close());

  /**
   * An entry on a day of a week of November (each test has a week of its own, so one's un-approved
   * entries do not hold up another's export), of so many paid minutes, clocked in at 07:00 New York.
   */
  async function entry(
    employee: number,
    job: number,
    monday: number,
    day: number,
    minutes: number,
    approved = true,
  ) {
    const date = `2026-11-${String(monday + day).padStart(2, '0')}`;
    const clockIn = new Date(`${date}T07:00:00-05:00`).toISOString();
    const clockOut = new Date(new Date(clockIn).getTime() + minutes * 60_000).toISOString();
    const at = NOW.toISOString();
    await t.db
      .insertInto('time_entries')
      .values({
        company_id: company.id,
        employee_id: employee,
        job_id: job,
        source: 'MANUAL',
        work_date: date,
        clock_in_at: clockIn,
        clock_out_at: clockOut,
        org_clock_in_at: clockIn,
        org_clock_out_at: clockOut,
        original_clock_in_at: clockIn,
        original_clock_out_at: clockOut,
        minutes,
        approved_status: approved ? 'approved' : 'un-approved',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await storeFigures(t.db, company.id);
  }

  const exportOf = (start: string, end: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/time-export-txt?start_date=${start}&end_date=${end}`,
      headers: bearer(payroll),
    });
  const linesOf = async (start: string, end: string, code: string) => {
    const res = await exportOf(start, end);
    expect(res.statusCode).toBe(200);
    return (res.json().data.data as string)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split('\t'))
      .filter((l) => l[0] === code)
      .map(([, , job, date, regular, overtime, total]) => ({ job, date, regular, overtime, total }));
  };

  it('splits a partial range by the whole week, approved or not: Friday is 0.00 regular and 8.00 overtime', async () => {
    const employee = await createEmployee(t.db, company.id, { code: 'AUD1' });
    const job = await createJob(t.db, company.id);
    for (const day of [0, 1]) await entry(employee, job, 16, day, 600, false);
    for (const day of [2, 3]) await entry(employee, job, 16, day, 600);
    await entry(employee, job, 16, 4, 480);
    const lines = await linesOf('2026-11-18', '2026-11-20', 'AUD1');
    expect(lines.map((l) => [l.date, l.regular, l.overtime, l.total])).toEqual([
      ['2026-11-18', '10.00', '0.00', '10.00'],
      ['2026-11-19', '10.00', '0.00', '10.00'],
      ['2026-11-20', '0.00', '8.00', '8.00'],
    ]);
  });

  it('gives three 20-minute entries 1.00 h in all, not 0.99', async () => {
    const employee = await createEmployee(t.db, company.id, { code: 'AUD2' });
    const job = await createJob(t.db, company.id);
    for (const day of [0, 1, 2]) await entry(employee, job, 9, day, 20);
    const lines = await linesOf('2026-11-09', '2026-11-15', 'AUD2');
    expect(lines.map((l) => l.total)).toEqual(['0.34', '0.33', '0.33']);
    expect(lines.every((l) => Number(l.regular) + Number(l.overtime) === Number(l.total))).toBe(true);
  });

  it('writes a 40.33 h week as lines that add to 40.33, 40.00 regular and 0.33 overtime', async () => {
    const employee = await createEmployee(t.db, company.id, { code: 'AUD3' });
    const jobs = [await createJob(t.db, company.id), await createJob(t.db, company.id)];
    for (const day of [0, 1, 2, 3, 4]) await entry(employee, jobs[day % 2]!, 2, day, 484);
    const lines = await linesOf('2026-11-02', '2026-11-08', 'AUD3');
    const total = (key: 'regular' | 'overtime' | 'total') =>
      Math.round(lines.reduce((sum, l) => sum + Number(l[key]) * 100, 0));
    expect([total('regular'), total('overtime'), total('total')]).toEqual([4000, 33, 4033]);
    for (const l of lines)
      expect(Math.round(Number(l.regular) * 100 + Number(l.overtime) * 100)).toBe(
        Math.round(Number(l.total) * 100),
      );
  });

  it('says there is nothing to export for a week without approved entries, instead of a header-only file', async () => {
    const res = await exportOf('2026-10-05', '2026-10-11');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TIMESHEET_MSG.exportEmpty);
  });
});
