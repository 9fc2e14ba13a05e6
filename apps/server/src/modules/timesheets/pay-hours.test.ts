import { describe, expect, it } from 'vitest';
import { payHundredths, payWeeks } from './pay-hours.ts';

/*
 * payHundredths keeps each employee's figures, from a week's second read on, with the entries they were
 * worked out from: any field the pay rules read that moved makes them worked out again.
 */
describe('the pay figures kept between reads', () => {
  const tz = 'America/New_York';
  const weeks = payWeeks('2026-11-16', '2026-11-22', tz);
  // A normal work week of one hour: the second hour worked is overtime.
  const rules = { regular_time: '01:00:00', time_zone: tz };
  const hour = (id: number, from: string, to: string) => ({
    id,
    employee_id: 7,
    work_date: '2026-11-16',
    minutes: 60,
    clock_in_at: `2026-11-16T${from}:00.000Z`,
    clock_out_at: `2026-11-16T${to}:00.000Z`,
    approved_status: 'un-approved' as const,
    approved_regular_minutes: null,
    approved_overtime_minutes: null,
  });
  const regular = { total: 100, regular: 100, overtime: 0 };
  const overtime = { total: 100, regular: 0, overtime: 100 };

  const approved = (regularMinutes: number) => ({
    approved_status: 'approved' as const,
    approved_regular_minutes: regularMinutes,
    approved_overtime_minutes: 60 - regularMinutes,
  });

  // The first entry is changed in one way only; the second hour is then the regular one.
  it.each([
    ['its clock-in (the same minutes)', {}, { clock_in_at: '2026-11-16T16:00:00.000Z' }],
    ['the split it was approved with', approved(60), approved(0)],
  ])('works them out again when only %s moved', (_what, was, change) => {
    const before = [{ ...hour(1, '13:00', '14:00'), ...was }, hour(2, '15:00', '16:00')];
    const first = payHundredths(901, weeks, before, rules);
    expect([first.get(1), first.get(2)]).toEqual([regular, overtime]);
    // The same entries read again give the same figures, kept from then on.
    expect(
      payHundredths(
        901,
        weeks,
        before.map((r) => ({ ...r })),
        rules,
      ),
    ).toEqual(first);
    const after = payHundredths(901, weeks, [{ ...before[0]!, ...change }, before[1]!], rules);
    expect([after.get(1), after.get(2)]).toEqual([overtime, regular]);
  });
});
