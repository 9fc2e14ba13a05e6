import { describe, expect, it } from 'vitest';
import { type DayTotals, weekRowOfDays } from './week-row.ts';

/** A day's totals as the database adds them up: so many hundredths, `overtime` of them overtime. */
const day = (date: string, hundredths: number, more: Partial<DayTotals> = {}): DayTotals => ({
  date,
  hundredths,
  overtime_hundredths: 0,
  entries: 1,
  unapproved: 0,
  corrected_web: 0,
  corrected_mobile: 0,
  ...more,
});

describe('weekRowOfDays', () => {
  it('fills mon..sun with hundredths and statuses and totals regular and overtime', () => {
    const days = [
      day('2024-03-04', 1000),
      day('2024-03-05', 1000),
      day('2024-03-06', 1000),
      day('2024-03-07', 1033),
      day('2024-03-08', 767, { entries: 2, unapproved: 1, overtime_hundredths: 767 }),
    ];
    const row = weekRowOfDays(days, '2024-03-04');
    expect(
      Object.entries(row.days).map(([key, d]) => [key, d.date, d.hundredths, d.approved_status]),
    ).toEqual([
      ['mon', '2024-03-04', 1000, 2],
      ['tue', '2024-03-05', 1000, 2],
      ['wed', '2024-03-06', 1000, 2],
      ['thu', '2024-03-07', 1033, 2],
      ['fri', '2024-03-08', 767, 3],
      ['sat', '2024-03-09', 0, 0],
      ['sun', '2024-03-10', 0, 0],
    ]);
    expect([row.regular_hundredths, row.overtime_hundredths, row.total_hundredths]).toEqual([
      4033, 767, 4800,
    ]);
  });

  it("adds up a job row's share of the employee's overtime", () => {
    const row = weekRowOfDays([day('2024-03-08', 600, { overtime_hundredths: 200 })], '2024-03-04');
    expect([row.regular_hundredths, row.overtime_hundredths, row.total_hundredths]).toEqual([400, 200, 600]);
  });

  it('gives a day with entries of no minutes its entry count and status', () => {
    const row = weekRowOfDays([day('2024-03-05', 0, { unapproved: 1 })], '2024-03-04');
    expect(row.days.tue).toMatchObject({ hundredths: 0, entries: 1, approved_status: 3 });
    expect(row.days.mon).toMatchObject({ hundredths: 0, entries: 0, approved_status: 0 });
  });

  it("gives a day its corrections' status and edit status", () => {
    const row = weekRowOfDays(
      [
        day('2024-03-04', 1200, { entries: 2, unapproved: 1, corrected_web: 1 }),
        day('2024-03-10', 500, { corrected_mobile: 1 }),
      ],
      '2024-03-04',
    );
    expect(row.days.mon).toMatchObject({ approved_status: 3, edit_status: 'web' });
    expect(row.days.sun).toMatchObject({ approved_status: 1, edit_status: 'mobile' });
    expect(row.days.tue).toMatchObject({ approved_status: 0, edit_status: null });
  });

  it('ignores days outside the week', () => {
    const row = weekRowOfDays([day('2024-03-11', 800), day('2024-03-03', 300)], '2024-03-04');
    expect(row.total_hundredths).toBe(0);
  });
});
