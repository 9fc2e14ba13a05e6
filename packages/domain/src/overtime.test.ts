import { describe, expect, it } from 'vitest';
import { overtimeOfWeekDays, regularTimeMinutes, splitOvertime, type WorkedEntry } from './overtime.ts';

const H = 60;
/** Entries on consecutive days from Monday 2024-03-04, one per value of hours. */
const days = (...hours: number[]): WorkedEntry[] =>
  hours.map((h, i) => ({
    id: i + 1,
    work_date: `2024-03-${String(4 + i).padStart(2, '0')}`,
    minutes: h * H,
  }));

describe('splitOvertime per entry', () => {
  it.each([
    {
      name: 'five 8-hour days',
      entries: days(8, 8, 8, 8, 8),
      regular: '40:00:00',
      overtime: [0, 0, 0, 0, 0],
    },
    {
      name: 'five 9-hour days (Friday goes over)',
      entries: days(9, 9, 9, 9, 9),
      regular: '40:00:00',
      overtime: [0, 0, 0, 0, 5 * H],
    },
    {
      name: 'six 8-hour days (Saturday is overtime)',
      entries: days(8, 8, 8, 8, 8, 8),
      regular: '40:00:00',
      overtime: [0, 0, 0, 0, 0, 8 * H],
    },
    {
      name: 'a 45-hour normal week',
      entries: days(10, 10, 10, 10, 10),
      regular: '45:00:00',
      overtime: [0, 0, 0, 0, 5 * H],
    },
    {
      name: 'an unset normal week (40 hours)',
      entries: days(10, 10, 10, 10, 10),
      regular: '',
      overtime: [0, 0, 0, 0, 10 * H],
    },
    {
      name: 'a normal week of 00:00:00 (40 hours)',
      entries: days(10, 10, 10, 10, 10),
      regular: '00:00:00',
      overtime: [0, 0, 0, 0, 10 * H],
    },
    {
      name: 'the label example 00:20:00 read literally',
      entries: days(1),
      regular: '00:20:00',
      overtime: [40],
    },
    {
      name: 'an entry with negative minutes',
      entries: [{ id: 1, work_date: '2024-03-04', minutes: -30 }],
      regular: '40:00:00',
      overtime: [0],
    },
    {
      name: 'two weeks, each with its own normal week',
      entries: [...days(12, 12, 12, 12), { id: 9, work_date: '2024-03-11', minutes: 8 * H }],
      regular: '40:00:00',
      overtime: [0, 0, 0, 8 * H, 0],
    },
    {
      name: 'a Sunday entry closing the week',
      entries: [...days(10, 10, 10, 10), { id: 7, work_date: '2024-03-10', minutes: 5 * H }],
      regular: '40:00:00',
      overtime: [0, 0, 0, 0, 5 * H],
    },
  ])('splits $name', ({ entries, regular, overtime }) => {
    const result = splitOvertime(entries, regular);
    expect(result.entries.map((e) => e.overtime_minutes)).toEqual(overtime);
    for (const [i, e] of result.entries.entries()) {
      expect(e.regular_minutes + e.overtime_minutes).toBe(Math.max(0, entries[i]!.minutes));
    }
  });

  it('gives the overtime to the later of two entries on the same day, whatever the input order', () => {
    const entries: WorkedEntry<string>[] = [
      { id: 'afternoon', work_date: '2024-03-08', minutes: 4 * H, clock_in_at: '2024-03-08T18:00:00Z' },
      { id: 'week', work_date: '2024-03-04', minutes: 38 * H, clock_in_at: '2024-03-04T12:00:00Z' },
      { id: 'morning', work_date: '2024-03-08', minutes: 4 * H, clock_in_at: '2024-03-08T12:00:00Z' },
    ];
    expect(splitOvertime(entries, '40:00:00').entries).toEqual([
      {
        id: 'afternoon',
        work_date: '2024-03-08',
        regular_minutes: 0,
        overtime_minutes: 4 * H,
        total_minutes: 4 * H,
      },
      {
        id: 'week',
        work_date: '2024-03-04',
        regular_minutes: 38 * H,
        overtime_minutes: 0,
        total_minutes: 38 * H,
      },
      {
        id: 'morning',
        work_date: '2024-03-08',
        regular_minutes: 2 * H,
        overtime_minutes: 2 * H,
        total_minutes: 4 * H,
      },
    ]);
  });
});

describe('splitOvertime per day and week', () => {
  it('adds up days, weeks and totals', () => {
    const result = splitOvertime(
      [...days(9, 9, 9, 9, 9, 3), { id: 8, work_date: '2024-03-11', minutes: 8 * H }],
      '40:00:00',
    );
    expect(result.days.map((d) => [d.date, d.regular_minutes / H, d.overtime_minutes / H])).toEqual([
      ['2024-03-04', 9, 0],
      ['2024-03-05', 9, 0],
      ['2024-03-06', 9, 0],
      ['2024-03-07', 9, 0],
      ['2024-03-08', 4, 5],
      ['2024-03-09', 0, 3],
      ['2024-03-11', 8, 0],
    ]);
    expect(result.weeks).toEqual([
      {
        start: '2024-03-04',
        end: '2024-03-10',
        regular_minutes: 40 * H,
        overtime_minutes: 8 * H,
        total_minutes: 48 * H,
      },
      {
        start: '2024-03-11',
        end: '2024-03-17',
        regular_minutes: 8 * H,
        overtime_minutes: 0,
        total_minutes: 8 * H,
      },
    ]);
    expect(result.totals).toEqual({
      regular_minutes: 48 * H,
      overtime_minutes: 8 * H,
      total_minutes: 56 * H,
    });
  });

  it('returns zeros for an empty week', () => {
    expect(splitOvertime([], '40:00:00')).toEqual({
      entries: [],
      days: [],
      weeks: [],
      totals: { regular_minutes: 0, overtime_minutes: 0, total_minutes: 0 },
    });
  });
});

describe('regularTimeMinutes', () => {
  it.each([
    { value: '40:00:00', minutes: 2400 },
    { value: '37:30:00', minutes: 2250 },
    { value: '00:20:00', minutes: 20 },
    { value: '', minutes: 2400 },
    { value: null, minutes: 2400 },
    { value: '00:00:00', minutes: 2400 },
    { value: 'forty', minutes: 2400 },
  ])('reads $value as $minutes minutes a week', ({ value, minutes }) => {
    expect(regularTimeMinutes(value)).toBe(minutes);
  });
});

describe('overtimeOfWeekDays', () => {
  it.each([
    { name: 'five 8-hour days', hours: [8, 8, 8, 8, 8], limit: 40, overtime: [0, 0, 0, 0, 0] },
    { name: 'Friday goes over', hours: [9, 9, 9, 9, 9], limit: 40, overtime: [0, 0, 0, 0, 5] },
    { name: 'Saturday is overtime', hours: [8, 8, 8, 8, 8, 8], limit: 40, overtime: [0, 0, 0, 0, 0, 8] },
    { name: 'the limit reached exactly', hours: [20, 20, 1], limit: 40, overtime: [0, 0, 1] },
    { name: 'one day past the limit', hours: [50], limit: 40, overtime: [10] },
    { name: 'a 45-hour normal week', hours: [10, 10, 10, 10, 10], limit: 45, overtime: [0, 0, 0, 0, 5] },
    { name: 'a negative day counts as none', hours: [-1, 41], limit: 40, overtime: [0, 1] },
    { name: 'no days', hours: [], limit: 40, overtime: [] },
  ])('$name', ({ hours, limit, overtime }) => {
    expect(
      overtimeOfWeekDays(
        hours.map((h) => h * H),
        limit * H,
      ),
    ).toEqual(overtime.map((h) => h * H));
  });

  it.each([
    [8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 3],
    [12, 0, 12, 12, 12, 7, 2],
    [0.25, 39.5, 0.5, 4],
  ])('gives each day what splitOvertime gives it: %j', (...hours) => {
    const entries = days(...hours);
    const perDay = splitOvertime(entries, '40:00:00').days.map((d) => d.overtime_minutes);
    expect(
      overtimeOfWeekDays(
        entries.map((e) => e.minutes),
        40 * H,
      ),
    ).toEqual(perDay);
  });
});
