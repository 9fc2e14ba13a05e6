import { expect } from 'vitest';
import type { PayrollFormat } from '@portal/contracts/payroll-formats';
import type { TestApp } from './harness.ts';
import { payrollCompany } from './payroll-company.ts';
import { createJob, createSite } from './timekeeping.ts';

/** The week of the meal-period tests, and its query. */
export const MEAL_WEEK = { start: '2026-11-16', end: '2026-11-22' };
export const MEAL_RANGE = `start_date=${MEAL_WEEK.start}&end_date=${MEAL_WEEK.end}`;
/** Their clock: the Friday after the week. */
export const MEAL_NOW = new Date('2026-11-27T17:00:00.000Z');

/**
 * A California company whose week has missed meal periods (issue 41), its entries added as a clerk
 * does, on Monday: Ana (E1) 07:00-17:30 at J-1 (10.5 h in one shift: both meal periods missed); Cy
 * (E3) 07:00-13:00 at J-1 and 13:10-18:00 at J-2 (a 10-minute gap is no meal: each shift missed one);
 * Bo (E2) 07:00-11:00, none missed. On Tuesday Ana works 07:00-13:00 at J-3, of site North (one
 * missed). ADP and Paychex ids are set, so every payroll file can be made. With the calls a test makes.
 */
export async function californiaWeekWithMissedMeals(t: TestApp) {
  const {
    company,
    payroll,
    office,
    call,
    employee,
    addEntry: add,
    approveAll,
  } = await payrollCompany(t, 'california');

  const north = await createSite(t.db, company.id, 'North');
  const j1 = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
  const j2 = await createJob(t.db, company.id, { code: 'J-2', name: 'Tunnel' });
  const j3 = await createJob(t.db, company.id, { code: 'J-3', name: 'Depot', site_id: north });
  const ana = await employee('E1', 'Ana', 'Ruiz', '101');
  const bo = await employee('E2', 'Bo', 'Chan', '102');
  const cy = await employee('E3', 'Cy', 'Ode', '103');
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
