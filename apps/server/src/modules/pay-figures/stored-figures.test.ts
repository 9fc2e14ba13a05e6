import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob } from '../../../test/timekeeping.ts';
import { payDifferences } from './service.ts';

const NOW = new Date('2026-11-27T17:00:00.000Z');
const TZ = 'America/New_York';

describe.each(ENGINES)('pay figures stored when time is written on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let payroll: string;
  let job: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    payroll = await signIn(t.app, company.users.payroll.email);
    job = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(payroll), payload });
  const add = (emp_id: number, from: string, to: string) =>
    post('/api/v1/add-time-entry', {
      emp_id,
      job_id: job,
      clock_in_date_time: from,
      clock_out_date_time: to,
      notes: 'app holder failed to clock employee',
    });
  const figures = (employeeId: number) =>
    t.db
      .selectFrom('time_entries')
      .select(['id', 'work_date', 'paid_hundredths', 'regular_hundredths', 'overtime_hundredths', 'version'])
      .select(['clock_in_at', 'regular_minutes', 'overtime_minutes'])
      .where('employee_id', '=', employeeId)
      .where('deleted_at', 'is', null)
      .orderBy('clock_in_at')
      .execute();
  async function approveAll(employeeId: number) {
    const rows = await figures(employeeId);
    const res = await post('/api/v1/time-entry-approval-update', {
      time_entries: rows.map((r) => ({
        id: r.id,
        version: r.version,
        clock_in_date_time: localDateTime(r.clock_in_at, TZ),
      })),
    });
    expect(res.statusCode).toBe(202);
  }
  /** 40 h Monday to Thursday of a week of November 2026 (10.5 h a day less the half-hour break). */
  async function fortyHours(employeeId: number, monday = 16) {
    for (const day of [0, 1, 2, 3].map((d) => String(monday + d).padStart(2, '0')))
      expect((await add(employeeId, `2026-11-${day} 07:00:00`, `2026-11-${day} 17:30:00`)).statusCode).toBe(
        200,
      );
  }

  it.each([
    ['approved', false],
    ['closed', true],
  ])('gives a Sunday night shift its overtime after midnight when the next week is %s', async (_, close) => {
    const emp = await createEmployee(t.db, company.id);
    await fortyHours(emp);
    await approveAll(emp);
    if (close)
      expect((await post('/api/v1/pay-period-close', { start_date: '2026-11-16' })).statusCode).toBe(200);
    const before = await figures(emp);
    expect(before.map((r) => r.paid_hundredths)).toEqual([1000, 1000, 1000, 1000]);

    // Sunday 20:00 to 02:00: 330 paid minutes, 110 of them after midnight, in a workweek that has 40 h.
    expect((await add(emp, '2026-11-15 20:00:00', '2026-11-16 02:00:00')).statusCode).toBe(200);
    const [sunday, ...next] = await figures(emp);
    expect(sunday).toMatchObject({
      work_date: '2026-11-15',
      paid_hundredths: 550,
      regular_hundredths: 367,
      overtime_hundredths: 183,
      regular_minutes: 220,
      overtime_minutes: 110,
    });
    expect(next).toEqual(before);
    expect(await payDifferences(t.db)).toEqual([]);
  });

  it('moves the next week when a Sunday night shift runs into an open one', async () => {
    const emp = await createEmployee(t.db, company.id);
    await fortyHours(emp, 9);
    expect((await add(emp, '2026-11-08 20:00:00', '2026-11-09 02:00:00')).statusCode).toBe(200);
    const [sunday, , , , thursday] = await figures(emp);
    // The 110 minutes after midnight come first in the next week, so its Thursday runs over 40 h.
    expect(sunday).toMatchObject({ regular_minutes: 330, overtime_minutes: 0 });
    expect(thursday).toMatchObject({ regular_minutes: 600 - 110, overtime_minutes: 110 });
    // A later write of that week alone still counts the Sunday shift's Monday hours first.
    expect((await add(emp, '2026-11-13 07:00:00', '2026-11-13 09:00:00')).statusCode).toBe(200);
    const after = await figures(emp);
    expect(after[4]).toMatchObject({ regular_minutes: 600 - 110, overtime_minutes: 110 });
    expect(after[5]).toMatchObject({ work_date: '2026-11-13', regular_minutes: 0, overtime_minutes: 120 });
    expect(await payDifferences(t.db)).toEqual([]);
  });

  it('works the open weeks out again when the normal work week changes; a closed week keeps its figures', async () => {
    const emp = await createEmployee(t.db, company.id);
    expect((await add(emp, '2026-11-23 07:00:00', '2026-11-23 17:30:00')).statusCode).toBe(200);
    const { id } = await t.db
      .selectFrom('settings')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const admin = await signIn(t.app, company.users.admin.email);
    const headers = bearer(admin);
    const current = (await t.app.inject({ method: 'GET', url: `/api/v1/setting/${id}`, headers })).json()
      .data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/setting/${id}`,
      headers,
      payload: { ...current, regular_time: '08:00:00' },
    });
    expect(res.statusCode).toBe(200);
    expect((await figures(emp))[0]).toMatchObject({ regular_hundredths: 800, overtime_hundredths: 200 });
    const closedWeek = await t.db
      .selectFrom('time_entries')
      .select('overtime_minutes')
      .where('company_id', '=', company.id)
      .where('work_date', '>=', '2026-11-16')
      .where('work_date', '<=', '2026-11-19')
      .execute();
    expect(closedWeek.length).toBeGreaterThan(0);
    expect(closedWeek.every((r) => r.overtime_minutes === 0)).toBe(true);
    expect(await payDifferences(t.db)).toEqual([]);
  });

  it("refuses (409) a write that would change a closed week's figures, and keeps nothing of it", async () => {
    // A closed week's stored figures that a fresh computation no longer gives (as after a change of
    // the rules the week was closed under): the next write that works that week out again must not
    // rewrite what payroll was paid. A write in the week before works out the week after it when that
    // week has entries (a Sunday night shift's hours after midnight would count there).
    const closed = await t.db
      .selectFrom('time_entries')
      .select(['id', 'employee_id', 'paid_hundredths'])
      .where('company_id', '=', company.id)
      .where('work_date', '=', '2026-11-16')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const setPaid = (paid: number) =>
      t.db.updateTable('time_entries').set({ paid_hundredths: paid }).where('id', '=', closed.id).execute();
    await setPaid(closed.paid_hundredths + 1);
    try {
      const before = await figures(closed.employee_id);
      const res = await add(closed.employee_id, '2026-11-10 07:00:00', '2026-11-10 09:00:00');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'pay_period_closed' });
      expect(await figures(closed.employee_id)).toEqual(before);
    } finally {
      await setPaid(closed.paid_hundredths);
    }
  });
});
