import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { californiaWeekWithMissedMeals, MEAL_NOW } from '../../../test/meal-periods.ts';

type Row = Record<string, string>;
/** A tab-separated file's rows by the names of its header row (an IIF's: the row named `!name`). */
function tabRows(text: string, name?: string): Row[] {
  const lines = text
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split('\t'));
  const [header, ...rows] = name ? [lines.find((l) => l[0] === `!${name}`)!, ...lines] : lines;
  const body = name ? rows.filter((l) => l[0] === name) : rows;
  return body.map((cells) => Object.fromEntries(header!.map((n, i) => [n, cells[i] ?? ''])));
}

/**
 * The meal premium in the payroll files (issue 41, scope 3; docs/payroll-export.md): an entry whose
 * premium the clerk marked owed pays one premium hour per employee and work day (Labor Code 226.7), a
 * line of its own in every file, beside the hours worked and never in their totals.
 */
describe.each(ENGINES)('the meal premium in the payroll files on %s', (engine) => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof californiaWeekWithMissedMeals>>;
  /** The hours worked of the week, the same whatever premium is owed. */
  const worked = { regular_hours: 25.5, overtime_hours: 4.33, total_hours: 29.83 };

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => MEAL_NOW });
    c = await californiaWeekWithMissedMeals(t);
    await c.approveAll();
  });
  afterAll(() => t.close());

  it('has no premium line, column or total while none is marked owed', async () => {
    const text = await c.file('txt');
    expect(text.data.split('\r\n')[0]!.split('\t').at(-1)).toBe('TOTAL_HOURS');
    expect(text.totals).toEqual({ employees: 3, lines: 5, ...worked });
    expect((await c.file('adp')).data.split('\r\n')[0]).toBe('Co Code,Batch ID,File #,Reg Hours,O/T Hours');
  });

  it('pays one premium hour per employee and work day, a line of its own in every file', async () => {
    for (const id of [c.entries.ana, c.entries.cyMorning, c.entries.cyAfternoon, c.entries.anaTuesday])
      expect((await c.mark(id, true)).statusCode).toBe(200);

    const text = await c.file('txt');
    expect(text.data.split('\r\n')[0]!.split('\t').slice(4)).toEqual([
      'REGULAR_HOURS',
      'OVERTIME_HOURS',
      'TOTAL_HOURS',
      'MEAL_PREMIUM_HOURS',
    ]);
    expect(tabRows(text.data).map((l) => Object.values(l).join(' '))).toEqual([
      'E1 Ana Ruiz J-1 2026-11-16 8.00 2.00 10.00 0.00',
      'E1 Ana Ruiz J-1 2026-11-16 0.00 0.00 0.00 1.00',
      'E1 Ana Ruiz J-3 2026-11-17 5.50 0.00 5.50 0.00',
      'E1 Ana Ruiz J-3 2026-11-17 0.00 0.00 0.00 1.00',
      'E2 Bo Chan J-1 2026-11-16 4.00 0.00 4.00 0.00',
      // Cy's two entries both owe it: one premium, at the job of the earlier.
      'E3 Cy Ode J-1 2026-11-16 5.50 0.00 5.50 0.00',
      'E3 Cy Ode J-2 2026-11-16 2.50 2.33 4.83 0.00',
      'E3 Cy Ode J-1 2026-11-16 0.00 0.00 0.00 1.00',
    ]);
    expect(text.totals).toEqual({ employees: 3, lines: 8, ...worked, meal_premium_hours: 3 });

    const adp = await c.file('adp');
    expect(adp.data.split('\r\n')[0]).toBe(
      'Co Code,Batch ID,File #,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount',
    );
    const adpRows = (parse(adp.data, { columns: true }) as Row[]).map((r) =>
      [r['File #'], r['Reg Hours'], r['O/T Hours'], r['Hours 3 Code'], r['Hours 3 Amount']].join('|'),
    );
    expect(adpRows).toEqual([
      '000101|13.50|2.00||',
      '000101|||M|2.00',
      '000102|4.00|0.00||',
      '000103|8.00|2.33||',
      '000103|||M|1.00',
    ]);
    expect(adp.totals).toEqual({ employees: 3, lines: 5, ...worked, meal_premium_hours: 3 });

    const paychex = await c.file('paychex');
    const premiumRows = (parse(paychex.data, { columns: true }) as Row[])
      .filter((r) => r['Pay Component'] === 'Meal Premium')
      .map((r) => [r['Worker ID'], r['Job Number'], r.Hours, r['Line Date']]);
    // Paychex's job numbers are the codes' letters and digits: J-1 is J1.
    expect(premiumRows).toEqual([
      ['E1', 'J1', '1.00', '11/16/2026'],
      ['E1', 'J3', '1.00', '11/17/2026'],
      ['E3', 'J1', '1.00', '11/16/2026'],
    ]);
    expect(paychex.totals).toMatchObject({ ...worked, meal_premium_hours: 3 });

    const quickbooks = await c.file('quickbooks');
    // PITEM is left blank (Intuit's IIF reference): the note names the earning.
    const items = tabRows(quickbooks.data, 'TIMEACT').map((r) => [r.NOTE, r.PITEM, r.DURATION]);
    expect(items.slice(0, 4)).toEqual([
      ['E1 J-1 Regular Pay', '', '8:00'],
      ['E1 J-1 Overtime Pay', '', '2:00'],
      ['E1 J-1 Meal Premium', '', '1:00'],
      ['E1 J-3 Regular Pay', '', '5:30'],
    ]);
    expect(items.filter(([note]) => note!.endsWith('Meal Premium'))).toEqual([
      ['E1 J-1 Meal Premium', '', '1:00'],
      ['E1 J-3 Meal Premium', '', '1:00'],
      ['E3 J-1 Meal Premium', '', '1:00'],
    ]);
    expect(quickbooks.totals).toMatchObject({ ...worked, meal_premium_hours: 3 });
  });

  it("pays a day's premium in the file of the site where its entry was worked, once", async () => {
    const north = await c.file('txt', `&site_id=${c.north}`);
    expect(tabRows(north.data).map((l) => [l.WORK_DATE, l.TOTAL_HOURS, l.MEAL_PREMIUM_HOURS])).toEqual([
      ['2026-11-17', '5.50', '0.00'],
      ['2026-11-17', '0.00', '1.00'],
    ]);
    expect(north.totals).toMatchObject({ lines: 2, total_hours: 5.5, meal_premium_hours: 1 });
  });

  it("keeps the closed week's control totals of the hours worked, its premium lines among the lines", async () => {
    const closed = await c.close();
    expect(closed.totals).toEqual({
      employees: 3,
      lines: 8,
      regular_hundredths: 2550,
      overtime_hundredths: 433,
      total_hundredths: 2983,
    });
    const kept = await c.file('txt');
    expect(kept.totals).toEqual({ employees: 3, lines: 8, ...worked, meal_premium_hours: 3 });
  });
});
