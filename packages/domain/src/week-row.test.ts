import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './week.ts';
import { dayTotals, type RowEntry, weekRow, weekRowOfDays } from './week-row.ts';

/** An entry of so many hundredths of an hour, `overtime` of them overtime. */
const entry = (
  work_date: string,
  total: number,
  approved_status: RowEntry['approved_status'] = 'approved',
  overtime = 0,
): RowEntry => ({
  work_date,
  hours: { total, overtime, regular: total - overtime },
  approved_status,
  is_corrected: 0,
  edit_source: null,
});

/** weekRow of entries that carry their hours. */
const rowOf = (entries: RowEntry[], weekStart: string) =>
  weekRow(
    entries,
    entries.map((e) => e.hours),
    weekStart,
  );

describe('weekRow', () => {
  it('fills mon..sun with minutes and statuses and totals regular and overtime', () => {
    const entries = [
      entry('2024-03-04', 1000),
      entry('2024-03-05', 1000),
      entry('2024-03-06', 1000),
      entry('2024-03-07', 1033),
      entry('2024-03-08', 600, 'un-approved', 600),
      entry('2024-03-08', 167, 'approved', 167),
      entry('2024-03-11', 800),
    ];
    const row = rowOf(entries, '2024-03-04');
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
    const row = rowOf([entry('2024-03-08', 600, 'approved', 200)], '2024-03-04');
    expect([row.regular_hundredths, row.overtime_hundredths, row.total_hundredths]).toEqual([400, 200, 600]);
  });

  it('gives a day with entries of no minutes its entry count and status', () => {
    const row = rowOf([entry('2024-03-05', 0, 'un-approved')], '2024-03-04');
    expect(row.days.tue).toMatchObject({ hundredths: 0, entries: 1, approved_status: 3 });
    expect(row.days.mon).toMatchObject({ hundredths: 0, entries: 0, approved_status: 0 });
  });
});

describe('weekRowOfDays', () => {
  it('builds from day totals the row weekRow builds from the entries', () => {
    const entries = [
      entry('2024-03-04', 900),
      { ...entry('2024-03-04', 300, 'un-approved', 100), is_corrected: 1 },
      { ...entry('2024-03-10', 500, 'approved', 500), is_corrected: 1, edit_source: 'mobile' as const },
    ];
    const days = [dayTotals('2024-03-04', entries.slice(0, 2)), dayTotals('2024-03-10', entries.slice(2))];
    expect(weekRowOfDays(days, '2024-03-04')).toEqual(rowOf(entries, '2024-03-04'));
    expect(weekRowOfDays(days, '2024-03-04').days.sun).toMatchObject({
      approved_status: 1,
      edit_status: 'mobile',
    });
    expect(weekRowOfDays(days, '2024-03-04').overtime_hundredths).toBe(600);
  });

  it('ignores days outside the week', () => {
    const row = weekRowOfDays([dayTotals('2024-03-11', [entry('2024-03-11', 800)])], '2024-03-04');
    expect(row.total_hundredths).toBe(0);
  });

  it('makes from any entries, days outside the week among them, the row their day totals make', () => {
    const anEntry = fc.record({
      day: fc.integer({ min: -2, max: 8 }),
      total: fc.integer({ min: 0, max: 1600 }),
      overtime: fc.integer({ min: 0, max: 1600 }),
      approved_status: fc.constantFrom('approved', 'un-approved', 'pre-approved') as fc.Arbitrary<
        RowEntry['approved_status']
      >,
      is_corrected: fc.constantFrom(0, 1, true, false, null),
      edit_source: fc.constantFrom('web', 'mobile', null) as fc.Arbitrary<RowEntry['edit_source']>,
    });
    fc.assert(
      fc.property(fc.array(anEntry, { maxLength: 20 }), (drawn) => {
        const entries: RowEntry[] = drawn.map((d) => ({
          ...entry(addDays('2024-03-04', d.day), d.total, d.approved_status, Math.min(d.overtime, d.total)),
          is_corrected: d.is_corrected,
          edit_source: d.edit_source,
        }));
        const dates = [...new Set(entries.map((e) => e.work_date))];
        const days = dates.map((date) =>
          dayTotals(
            date,
            entries.filter((e) => e.work_date === date),
          ),
        );
        expect(rowOf(entries, '2024-03-04')).toEqual(weekRowOfDays(days, '2024-03-04'));
      }),
    );
  });
});
