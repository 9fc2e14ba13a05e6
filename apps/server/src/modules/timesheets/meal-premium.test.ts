import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  californiaWeekWithMissedMeals,
  MEAL_NOW,
  MEAL_RANGE,
  MEAL_WEEK,
} from '../../../test/meal-periods.ts';

/**
 * Meal periods in the detail (issue 41, scope 3): under California's policy an entry that missed a
 * meal period is flagged and found by its filter (Any keeps to the punch checks), and a clerk with the
 * timesheet write permission marks its premium owed, checked like every change of an entry.
 */
describe.each(ENGINES)('the Meal period missed flag and the meal premium mark on %s', (engine) => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof californiaWeekWithMissedMeals>>;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => MEAL_NOW });
    c = await californiaWeekWithMissedMeals(t);
  });
  afterAll(() => t.close());

  const detail = async (query: string) => {
    const res = await c.call('GET', `/api/v1/time-sheet-detail?${MEAL_RANGE}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.entries as Record<string, unknown>[];
  };
  const auditRows = () =>
    t.db
      .selectFrom('audit_logs')
      .select(['action', 'description', 'entity_id'])
      .where('company_id', '=', c.company.id)
      .where('action', '=', 'Meal Premium')
      .orderBy('id')
      .execute();

  it('stores the missed meal periods and gives them to the detail', async () => {
    const missed = await Promise.all(
      Object.values(c.entries).map(async (id) => (await c.entry(id)).meal_periods_missed),
    );
    expect(missed).toEqual([2, 0, 1, 1, 1]);
    expect(await detail(`id=${c.ana}&time_sheet_by=1`)).toEqual([
      expect.objectContaining({ id: c.entries.ana, meal_periods_missed: 2, meal_premium_owed: false }),
      expect.objectContaining({ id: c.entries.anaTuesday, meal_periods_missed: 1, meal_premium_owed: false }),
    ]);
    expect(await detail(`id=${c.bo}&time_sheet_by=1`)).toEqual([
      expect.objectContaining({ meal_periods_missed: 0, meal_premium_owed: false }),
    ]);
  });

  it('finds them with the Meal period missed filter, in the detail and the grid; Any keeps to the punch checks', async () => {
    const byJob = await detail(`id=${c.j1}&time_sheet_by=2&mealPeriodFlag=true`);
    expect(byJob.map((e) => e.id)).toEqual([c.entries.ana, c.entries.cyMorning]);
    expect(await detail(`id=${c.bo}&time_sheet_by=1&mealPeriodFlag=true`)).toEqual([]);
    expect(await detail(`id=${c.j1}&time_sheet_by=2&any=true`)).toEqual([]);
    expect(await detail(`id=${c.j1}&time_sheet_by=2&mealPeriodFlag=true&approvedFlag=true`)).toEqual([]);

    const grid = await c.call(
      'GET',
      `/api/v1/time-sheet-list?${MEAL_RANGE}&time_sheet_by=1&mealPeriodFlag=true`,
    );
    expect((grid.json().data as { code: string }[]).map((r) => r.code)).toEqual(['E1', 'E3']);

    const widgets = await c.call('GET', `/api/v1/time-sheet-widgets?${MEAL_RANGE}`);
    expect(widgets.json().data).toMatchObject({ meal_flagged_count: 4, total_flagged_count: 0 });
  });

  it('marks the premium owed with the timesheet write permission, checking the version, and audits it', async () => {
    const id = c.entries.ana;
    expect((await c.mark(id, true, c.office)).statusCode).toBe(403);

    const stale = await c.call('POST', '/api/v1/meal-premium', {
      id,
      version: (await c.entry(id)).version + 1,
      owed: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TIMESHEET_MSG.conflict);

    const none = await c.mark(c.entries.bo, true);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      message: TIMESHEET_MSG.noMealPeriodMissed,
      errors: { id: TIMESHEET_MSG.noMealPeriodMissed },
    });
    const noOwed = await c.call('POST', '/api/v1/meal-premium', { id, version: (await c.entry(id)).version });
    expect(noOwed.statusCode).toBe(422);
    expect(noOwed.json().errors).toEqual({ owed: TIMESHEET_MSG.mealPremiumOwedRequired });
    const unknown = await c.call('POST', '/api/v1/meal-premium', { id: 999_999, version: 1, owed: true });
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows()).toEqual([]);

    const before = await c.entry(id);
    const marked = await c.mark(id, true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      message: TIMESHEET_MSG.mealPremiumMarked,
      data: { id, version: before.version + 1, meal_premium_owed: true },
    });
    expect(await c.entry(id)).toMatchObject({ version: before.version + 1, meal_premium_owed: 1 });
    const [ana] = await detail(`id=${c.ana}&time_sheet_by=1&mealPeriodFlag=true`);
    expect(ana).toMatchObject({ meal_premium_owed: true, modified_by: expect.stringContaining('Payroll') });

    // Marked twice: nothing changes, nothing more is audited.
    const again = await c.mark(id, true);
    expect(again.json().data).toEqual({ id, version: before.version + 1, meal_premium_owed: true });

    const unmarked = await c.mark(id, false);
    expect(unmarked.json()).toMatchObject({
      message: TIMESHEET_MSG.mealPremiumUnmarked,
      data: { meal_premium_owed: false },
    });
    const shift = 'Ana Ruiz (E1) at J-1 Bridge, 11/16/26 07:00 am - 05:30 pm (2 meal periods missed)';
    expect(await auditRows()).toEqual([
      {
        action: 'Meal Premium',
        description: `Marked the meal premium owed of ${shift}`,
        entity_id: String(id),
      },
      { action: 'Meal Premium', description: `Unmarked the meal premium of ${shift}`, entity_id: String(id) },
    ]);
  });

  it('marks approved entries too while their week is open, and refuses any mark once it is closed', async () => {
    await c.approveAll();
    const marked = await c.mark(c.entries.cyAfternoon, true);
    expect(marked.statusCode, marked.body).toBe(200);
    await c.close();
    const refused = await c.mark(c.entries.cyAfternoon, false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAY_PERIOD_MSG.closed(MEAL_WEEK.start));
    expect((await c.entry(c.entries.cyAfternoon)).meal_premium_owed).toBe(1);
  });
});
