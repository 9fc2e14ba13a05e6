import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryHundredths,
  formatHundredths,
  minuteHundredths,
  weekHundredths,
  type LineMinutes,
} from './hundredths.ts';

const line = (minutes: number, overtime_minutes = 0): LineMinutes => ({ minutes, overtime_minutes });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('weekHundredths', () => {
  it.each([
    ['three 20-minute entries make one hour', [line(20), line(20), line(20)], [34, 33, 33], [0, 0, 0]],
    ['a whole hour stays whole', [line(60)], [100], [0]],
    ['one minute is 0.02 h, two 0.03 h', [line(1), line(2)], [2, 3], [0, 0]],
    [
      'a 40.33 h week (five days of 8h04m) is 40.00 regular and 0.33 overtime, adding up on every line',
      [line(484), line(484), line(484), line(484), line(484, 20)],
      [807, 807, 807, 806, 806],
      [0, 0, 0, 0, 33],
    ],
    ['an entry wholly overtime keeps regular 0', [line(600), line(20, 20)], [1000, 33], [0, 33]],
  ])('%s', (_case, lines, totals, overtimes) => {
    const result = weekHundredths(lines);
    expect(result.map((r) => r.total)).toEqual(totals);
    expect(result.map((r) => r.overtime)).toEqual(overtimes);
    for (const r of result) expect(r.regular + r.overtime).toBe(r.total);
  });

  it('adds up in every column over 10,000 random weeks', { timeout: 60_000 }, () => {
    const week = fc
      .array(
        fc.record({
          minutes: fc.integer({ min: 0, max: 900 }),
          share: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        { minLength: 1, maxLength: 40 },
      )
      .map((raw) => raw.map((r) => line(r.minutes, Math.floor(r.minutes * r.share))));
    fc.assert(
      fc.property(week, (lines) => {
        const result = weekHundredths(lines);
        const exactTotal = (sum(lines.map((l) => l.minutes)) * 100) / 60;
        const exactOvertime = (sum(lines.map((l) => l.overtime_minutes)) * 100) / 60;
        expect(sum(result.map((r) => r.total))).toBe(Math.round(exactTotal));
        expect(sum(result.map((r) => r.overtime))).toBe(Math.round(exactOvertime));
        result.forEach((r, i) => {
          expect(r.regular + r.overtime).toBe(r.total);
          expect(r.regular).toBeGreaterThanOrEqual(0);
          expect(Math.abs(r.total - (lines[i]!.minutes * 100) / 60)).toBeLessThan(1);
          expect(Math.abs(r.overtime - (lines[i]!.overtime_minutes * 100) / 60)).toBeLessThan(1);
          expect(
            Math.abs(r.regular - ((lines[i]!.minutes - lines[i]!.overtime_minutes) * 100) / 60),
          ).toBeLessThan(1);
        });
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('entryHundredths', () => {
  it('rounds each employee-week on its own, overtime by the week in chronological order', () => {
    const e = (id: number, employee_id: number, work_date: string, minutes: number) => ({
      id,
      employee_id,
      work_date,
      minutes,
    });
    const result = entryHundredths(
      [
        e(1, 7, '2026-11-20', 2400),
        e(2, 7, '2026-11-16', 20),
        e(3, 8, '2026-11-16', 20),
        e(4, 7, '2026-11-23', 20),
      ],
      '40:00:00',
    );
    expect(result.get(2)).toEqual({ total: 33, regular: 33, overtime: 0 });
    expect(result.get(1)).toEqual({ total: 4000, regular: 3967, overtime: 33 });
    expect(result.get(3)).toEqual({ total: 33, regular: 33, overtime: 0 });
    expect(result.get(4)).toEqual({ total: 33, regular: 33, overtime: 0 });
  });

  it.each([
    [4033, '40.33'],
    [5, '0.05'],
    [0, '0.00'],
    [-120, '-1.20'],
  ])('writes %i hundredths as %s', (value, text) => expect(formatHundredths(value)).toBe(text));
});

describe('minuteHundredths', () => {
  it.each([
    [0, 0],
    [1, 2],
    [20, 33],
    [40, 67],
    [60, 100],
    [484, 807],
    [2420, 4033],
    [-5, 0],
  ])('%i minutes are %i hundredths, as Math.round(minutes / 60 * 100)', (minutes, hundredths) => {
    expect(minuteHundredths(minutes)).toBe(hundredths);
    if (minutes >= 0) expect(minuteHundredths(minutes)).toBe(Math.round((minutes / 60) * 100));
  });
});
