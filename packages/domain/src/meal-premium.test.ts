import { describe, expect, it } from 'vitest';
import { mealPremiumDays, owesMealPremium, type PremiumEntry } from './meal-premium.ts';

/** An entry of employee 7 on 2026-11-16 that missed one meal period and is marked owed. */
const entry = (overrides: Partial<PremiumEntry> & { id: number }): PremiumEntry => ({
  employee_id: 7,
  work_date: '2026-11-16',
  clock_in_at: '2026-11-16T12:00:00.000Z',
  meal_periods_missed: 1,
  meal_premium_owed: 1,
  ...overrides,
});

describe('owesMealPremium', () => {
  it.each<[string, Partial<PremiumEntry>, boolean]>([
    ['marked owed, one missed', {}, true],
    ['marked owed (true), two missed', { meal_periods_missed: 2, meal_premium_owed: true }, true],
    ['not marked', { meal_premium_owed: 0 }, false],
    ['not marked (false)', { meal_premium_owed: false }, false],
    ['marked, but a correction gave the shift its meal', { meal_periods_missed: 0 }, false],
  ])('%s: %s', (_, overrides, owed) => {
    expect(owesMealPremium(entry({ id: 1, ...overrides }))).toBe(owed);
  });
});

describe('mealPremiumDays (Labor Code 226.7: one premium hour a workday)', () => {
  const ids = (entries: PremiumEntry[]) => mealPremiumDays(entries).map((e) => e.id);

  it.each<[string, PremiumEntry[], number[]]>([
    ['no entry', [], []],
    ['one owed entry: its day', [entry({ id: 1 })], [1]],
    ['both meal periods missed on one entry: still one day', [entry({ id: 1, meal_periods_missed: 2 })], [1]],
    [
      'two owed entries on one day: one premium, with the earlier clock-in',
      [
        entry({ id: 1, clock_in_at: '2026-11-16T18:00:00.000Z' }),
        entry({ id: 2, clock_in_at: '2026-11-16T12:00:00.000Z' }),
      ],
      [2],
    ],
    [
      'two owed entries clocked in at the same minute: the lower id',
      [entry({ id: 5 }), entry({ id: 3 })],
      [3],
    ],
    [
      'an unmarked earlier entry does not carry the day: the owed one does',
      [
        entry({ id: 1, clock_in_at: '2026-11-16T11:00:00.000Z', meal_premium_owed: 0 }),
        entry({ id: 2, clock_in_at: '2026-11-16T16:00:00.000Z' }),
      ],
      [2],
    ],
    [
      'a marked entry that no longer misses a meal period: none',
      [entry({ id: 1, meal_periods_missed: 0 })],
      [],
    ],
    [
      'two days of one employee: a premium each',
      [entry({ id: 1 }), entry({ id: 2, work_date: '2026-11-17', clock_in_at: '2026-11-17T12:00:00.000Z' })],
      [1, 2],
    ],
    [
      'two employees on one day: a premium each',
      [entry({ id: 1 }), entry({ id: 2, employee_id: 8 })],
      [1, 2],
    ],
    [
      'a night shift counts on its work date, whatever day its clock-in is in UTC',
      [
        entry({ id: 1, work_date: '2026-11-16', clock_in_at: '2026-11-17T03:00:00.000Z' }),
        entry({ id: 2, work_date: '2026-11-17', clock_in_at: '2026-11-17T12:00:00.000Z' }),
      ],
      [1, 2],
    ],
  ])('%s', (_, entries, expected) => {
    expect(ids(entries)).toEqual(expected);
  });

  it('reads epoch milliseconds as well as ISO instants', () => {
    const early = entry({ id: 9, clock_in_at: Date.parse('2026-11-16T10:00:00.000Z') });
    expect(ids([entry({ id: 1 }), early])).toEqual([9]);
  });
});
