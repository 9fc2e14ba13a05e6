import { describe, expect, it } from 'vitest';
import { type MealEntry, mealPeriodsMissed } from './meal-periods.ts';
import { OVERTIME_PRESETS, type OvertimePolicy } from './overtime-policy.ts';

const { federal, california } = OVERTIME_PRESETS;

/** Shifts of employee 7 on 2026-03-02 (New York, before DST), as 'HH:MM-HH:MM' (an end before the start is the next day). */
function shifts(...times: string[]): MealEntry<number>[] {
  return times.map((t, i) => {
    const [from, to] = t.split('-') as [string, string];
    const at = (hm: string, nextDay = false) =>
      new Date(`2026-03-0${nextDay ? 3 : 2}T${hm}:00-05:00`).getTime();
    return {
      id: i + 1,
      employee_id: 7,
      work_date: '2026-03-02',
      clock_in_at: at(from),
      clock_out_at: at(to, to < from),
    };
  });
}

const missed = (entries: MealEntry<number>[], policy: OvertimePolicy = california) => {
  const result = mealPeriodsMissed(entries, policy);
  return entries.map((e) => result.get(e.id));
};

describe('meal periods missed (Labor Code 512)', () => {
  it.each([
    ['a 5 h shift owes none', ['07:00-12:00'], [0]],
    ['a 5 h 1 min shift missed the first meal period', ['07:00-12:01'], [1]],
    ['a 10.5 h shift missed both', ['07:00-17:30'], [2]],
    ['4 h, a 30 min meal, 4 h: none missed', ['07:00-11:00', '11:30-15:30'], [0, 0]],
    [
      '5 h, a 30 min meal, 3 h: the meal began at the end of the fifth hour, in time',
      ['07:00-12:00', '12:30-15:30'],
      [0, 0],
    ],
    [
      '6 h, a meal, 2 h: the first shift worked past the fifth hour with no meal',
      ['07:00-13:00', '13:30-15:30'],
      [1, 0],
    ],
    [
      '4 h, a 20 min break, 4 h: a break under 30 min is no meal period',
      ['07:00-11:00', '11:20-15:20'],
      [0, 1],
    ],
    [
      '5 h, a 5 min gap, 2 h: the second shift worked on past the fifth hour',
      ['07:00-12:00', '12:05-14:05'],
      [0, 1],
    ],
    [
      '4 h, meal, 5 h, meal, 3 h (12 h): both meals in time',
      ['06:00-10:00', '10:30-15:30', '16:00-19:00'],
      [0, 0, 0],
    ],
    [
      '4 h, meal, 7 h: one meal in time, the second missed past the tenth hour',
      ['06:00-10:00', '10:30-17:30'],
      [0, 1],
    ],
    ['a night shift 20:00-02:00 counts its real hours on the day it began', ['20:00-02:00'], [1]],
  ])('%s', (_, times, expected) => {
    expect(missed(shifts(...times))).toEqual(expected);
  });

  it('owes nothing under a policy without meal periods, or for an open shift', () => {
    expect(missed(shifts('07:00-17:30'), federal)).toEqual([0]);
    expect(missed([{ ...shifts('07:00-17:30')[0]!, clock_out_at: null }])).toEqual([0]);
  });

  it("follows a site's own policy: a California site's shift is flagged under a federal company", () => {
    const [home, site] = shifts('06:00-09:00', '09:05-13:05');
    expect(missed([home!, { ...site!, policy: california }], federal)).toEqual([0, 1]);
  });

  it('counts each employee and work date on its own', () => {
    const [a, b] = shifts('07:00-11:00', '11:05-15:05');
    expect(missed([a!, { ...b!, employee_id: 8 }])).toEqual([0, 0]);
    expect(missed([a!, { ...b!, work_date: '2026-03-03' }])).toEqual([0, 0]);
  });
});
