import { describe, expect, it } from 'vitest';
import { splitOvertime } from './overtime.ts';
import { dayTotals, type RowEntry, weekRow, weekRowOfDays } from './week-row.ts';

const entry = (
  id: number,
  work_date: string,
  hours: number,
  approved_status: RowEntry['approved_status'] = 'approved',
) => ({
  id,
  work_date,
  minutes: hours * 60,
  approved_status,
  is_corrected: 0,
  edit_source: null,
});

describe('weekRow', () => {
  it('fills mon..sun with minutes and statuses and totals regular and overtime', () => {
    const entries = [
      entry(1, '2024-03-04', 10),
      entry(2, '2024-03-05', 10),
      entry(3, '2024-03-06', 10),
      entry(4, '2024-03-07', 10),
      entry(5, '2024-03-08', 6, 'un-approved'),
      entry(6, '2024-03-08', 2),
      entry(7, '2024-03-11', 8),
    ];
    const split = splitOvertime(entries, '40:00:00');
    const withOvertime = entries.map((e, i) => ({
      ...e,
      overtime_minutes: split.entries[i]!.overtime_minutes,
    }));
    const row = weekRow(withOvertime, '2024-03-04');
    expect(
      Object.entries(row.days).map(([key, d]) => [key, d.date, d.minutes / 60, d.approved_status]),
    ).toEqual([
      ['mon', '2024-03-04', 10, 2],
      ['tue', '2024-03-05', 10, 2],
      ['wed', '2024-03-06', 10, 2],
      ['thu', '2024-03-07', 10, 2],
      ['fri', '2024-03-08', 8, 3],
      ['sat', '2024-03-09', 0, 0],
      ['sun', '2024-03-10', 0, 0],
    ]);
    expect([row.regular_minutes, row.overtime_minutes, row.total_minutes]).toEqual([2400, 480, 2880]);
  });

  it("adds up a job row's share of the employee's overtime", () => {
    const row = weekRow([{ ...entry(1, '2024-03-08', 6), overtime_minutes: 120 }], '2024-03-04');
    expect([row.regular_minutes, row.overtime_minutes, row.total_minutes]).toEqual([240, 120, 360]);
  });

  it('gives a day with entries of no minutes its entry count and status', () => {
    const row = weekRow([entry(1, '2024-03-05', 0, 'un-approved')], '2024-03-04');
    expect(row.days.tue).toMatchObject({ minutes: 0, entries: 1, approved_status: 3 });
    expect(row.days.mon).toMatchObject({ minutes: 0, entries: 0, approved_status: 0 });
  });
});

describe('weekRowOfDays', () => {
  it('builds from day totals the row weekRow builds from the entries', () => {
    const entries = [
      { ...entry(1, '2024-03-04', 9), overtime_minutes: 0 },
      { ...entry(2, '2024-03-04', 3, 'un-approved'), overtime_minutes: 60, is_corrected: 1 },
      {
        ...entry(3, '2024-03-10', 5),
        overtime_minutes: 300,
        is_corrected: 1,
        edit_source: 'mobile' as const,
      },
    ];
    const days = [dayTotals('2024-03-04', entries.slice(0, 2)), dayTotals('2024-03-10', entries.slice(2))];
    expect(weekRowOfDays(days, '2024-03-04')).toEqual(weekRow(entries, '2024-03-04'));
    expect(weekRowOfDays(days, '2024-03-04').days.sun).toMatchObject({
      approved_status: 1,
      edit_status: 'mobile',
    });
    expect(weekRowOfDays(days, '2024-03-04').overtime_minutes).toBe(360);
  });

  it('ignores days outside the week', () => {
    const row = weekRowOfDays([dayTotals('2024-03-11', [entry(1, '2024-03-11', 8)])], '2024-03-04');
    expect(row.total_minutes).toBe(0);
  });
});
