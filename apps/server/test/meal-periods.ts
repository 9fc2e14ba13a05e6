import { expect } from 'vitest';
import type { PayrollFormat } from '@portal/contracts/payroll-formats';
import { localDateTime } from '@portal/domain';
import type { TestApp } from './harness.ts';
import { payrollCompany } from './payroll-company.ts';
import { createEmployee, createJob, createSite } from './timekeeping.ts';

/** The week of the meal-period tests, and its query. */
export const MEAL_WEEK = { start: '2026-11-16', end: '2026-11-22' };
export const MEAL_RANGE = `start_date=${MEAL_WEEK.start}&end_date=${MEAL_WEEK.end}`;
/** Their clock: the Friday after the week. */
export const MEAL_NOW = new Date('2026-11-27T17:00:00.000Z');
const TZ = 'America/New_York';

/**
 * A California company whose week has missed meal periods (issue 41), its entries added as a clerk
 * does, on Monday: Ana (E1) 07:00-17:30 at J-1 (10.5 h in one shift: both meal periods missed); Cy
 * (E3) 07:00-13:00 at J-1 and 13:10-18:00 at J-2 (a 10-minute gap is no meal: each shift missed one);
 * Bo (E2) 07:00-11:00, none missed. On Tuesday Ana works 07:00-13:00 at J-3, of site North (one
 * missed). ADP and Paychex ids are set, so every payroll file can be made. With the calls a test makes.
 */
export async function californiaWeekWithMissedMeals(t: TestApp) {
  const { company, admin, payroll, office, call } = await payrollCompany(t, 'california');

  const north = await createSite(t.db, company.id, 'North');
  const j1 = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
  const j2 = await createJob(t.db, company.id, { code: 'J-2', name: 'Tunnel' });
  const j3 = await createJob(t.db, company.id, { code: 'J-3', name: 'Depot', site_id: north });
  const person = (code: string, first_name: string, last_name: string) =>
    createEmployee(t.db, company.id, { code, first_name, last_name });
  const ana = await person('E1', 'Ana', 'Ruiz');
  const bo = await person('E2', 'Bo', 'Chan');
  const cy = await person('E3', 'Cy', 'Ode');
  for (const [employee, number] of [
    [ana, '101'],
    [bo, '102'],
    [cy, '103'],
  ] as const)
    await call('PUT', `/api/v1/employee-payroll-ids/${employee}`, { adp_file_number: number }, admin);
  const add = async (employee: number, job: number, day: string, from: string, to: string) => {
    const res = await call('POST', '/api/v1/add-time-entry', {
      emp_id: employee,
      job_id: job,
      clock_in_date_time: `${day} ${from}:00`,
      clock_out_date_time: `${day} ${to}:00`,
      notes: 'app holder failed to clock employee',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const entries = {
    ana: await add(ana, j1, '2026-11-16', '07:00', '17:30'),
    bo: await add(bo, j1, '2026-11-16', '07:00', '11:00'),
    cyMorning: await add(cy, j1, '2026-11-16', '07:00', '13:00'),
    cyAfternoon: await add(cy, j2, '2026-11-16', '13:10', '18:00'),
    anaTuesday: await add(ana, j3, '2026-11-17', '07:00', '13:00'),
  };

  /** An entry as stored. */
  const entry = (id: number) =>
    t.db
      .selectFrom('time_entries')
      .select(['id', 'version', 'clock_in_at', 'meal_periods_missed', 'meal_premium_owed'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** Marks an entry's meal premium owed (or not) with the version stored. */
  const mark = async (id: number, owed: boolean, token = payroll) =>
    call('POST', '/api/v1/meal-premium', { id, version: (await entry(id)).version, owed }, token);
  /** Approves every un-approved entry of the company. */
  const approveAll = async () => {
    const rows = await t.db
      .selectFrom('time_entries')
      .select(['id', 'version', 'clock_in_at'])
      .where('company_id', '=', company.id)
      .where('approved_status', '=', 'un-approved')
      .execute();
    const res = await call('POST', '/api/v1/time-entry-approval-update', {
      time_entries: rows.map((e) => ({
        id: e.id,
        version: e.version,
        clock_in_date_time: localDateTime(e.clock_in_at, TZ),
      })),
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  /** The week's payroll file in a format (`site`: '&site_id=N'). */
  const file = async (format: PayrollFormat, site = '') => {
    const res = await call('GET', `/api/v1/time-export-txt?${MEAL_RANGE}&format=${format}${site}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { data: string; lines: number; totals: Record<string, number> };
  };
  /** Closes the week for payroll. */
  const close = async () => {
    const res = await call('POST', '/api/v1/pay-period-close', { start_date: MEAL_WEEK.start });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { totals: Record<string, number> };
  };
  return { company, office, north, j1, ana, bo, cy, entries, entry, call, mark, approveAll, file, close };
}
