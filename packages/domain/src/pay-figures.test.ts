import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERTIME_PRESETS, type OvertimePolicy } from './overtime-policy.ts';
import { type FiguredEntry, payFigures } from './pay-figures.ts';
import { addDays, weekOfDate } from './week.ts';

const H = 60;
const TZ = 'America/New_York';
const { federal, california, colorado } = OVERTIME_PRESETS;
const rules = (policy: OvertimePolicy) => ({
  regular_time: '40:00:00',
  time_zone: TZ,
  overtime_policy: policy,
});

/** An entry of employee 7 on a day from Monday 2024-03-04, clocked in at 07:00 New York time. */
function entry(id: number, day: number, minutes: number, extra: Partial<FiguredEntry<number>> = {}) {
  const work_date = addDays('2024-03-04', day);
  const clockIn = new Date(`${work_date}T07:00:00-05:00`).getTime() + id * 1000;
  return {
    id,
    employee_id: 7,
    work_date,
    minutes,
    clock_in_at: clockIn,
    clock_out_at: clockIn + minutes * 60_000,
    subcontractor: false,
    ...extra,
  } satisfies FiguredEntry<number>;
}

/** Each entry's [regular, overtime, double time] hundredths. */
const hundredths = (entries: FiguredEntry<number>[], policy: OvertimePolicy) => {
  const figures = payFigures(entries, rules(policy));
  return entries.map((e) => {
    const f = figures.get(e.id)!;
    return [f.regular_hundredths, f.overtime_hundredths, f.double_time_hundredths];
  });
};

describe('payFigures under an overtime policy', () => {
  it('stores a 14 h California day as 8 regular, 4 overtime and 2 double time, and its two missed meal periods', () => {
    const figures = payFigures([entry(1, 0, 14 * H)], rules(california)).get(1);
    expect(figures).toEqual({
      paid_hundredths: 1400,
      regular_hundredths: 800,
      overtime_hundredths: 400,
      double_time_hundredths: 200,
      regular_minutes: 8 * H,
      overtime_minutes: 4 * H,
      double_time_minutes: 2 * H,
      meal_periods_missed: 2,
    });
  });

  it('pays no double time under federal, and the same day as 14 regular hours', () => {
    expect(hundredths([entry(1, 0, 14 * H)], federal)).toEqual([[1400, 0, 0]]);
  });

  it("applies a site's own policy to its entries' days and the company's to the rest", () => {
    const atCaliforniaSite = entry(1, 0, 14 * H, { policy: california });
    const atHome = entry(2, 1, 14 * H);
    expect(hundredths([atCaliforniaSite, atHome], colorado)).toEqual([
      [800, 400, 200],
      [1200, 200, 0],
    ]);
  });

  it('counts a day worked at two sites as one day: the second site measures from the first one’s hours', () => {
    const morning = entry(1, 0, 6 * H);
    const afternoon = entry(2, 0, 7 * H, { policy: california });
    // 13 h in the day: the California site's 7 h start at hour 6, so 2 regular, 4 overtime, 1 double.
    expect(hundredths([morning, afternoon], federal)).toEqual([
      [600, 0, 0],
      [200, 400, 100],
    ]);
  });

  it('gives sub-contractor workers no overtime and no double time under any policy', () => {
    expect(
      hundredths([entry(1, 0, 14 * H, { subcontractor: true, policy: california })], california),
    ).toEqual([[1400, 0, 0]]);
  });

  it('keeps the split an entry was approved with, double time included', () => {
    const approved = entry(1, 0, 14 * H, {
      approved_split: { regular_minutes: 14 * H, overtime_minutes: 0, double_time_minutes: 0 },
    });
    expect(hundredths([approved, entry(2, 1, 14 * H)], california)).toEqual([
      [1400, 0, 0],
      [800, 400, 200],
    ]);
  });

  /** Days from Monday clocked in 10-minute entries around the clock (144 a day), as payFigures gives them. */
  const aroundTheClock = (days: number, policy: OvertimePolicy) => {
    const entries = Array.from({ length: days * 144 }, (_, i) => {
      const day = Math.floor(i / 144);
      const work_date = addDays('2024-03-04', day);
      const clockIn = new Date(`${work_date}T00:00:00-05:00`).getTime() + (i % 144) * 600_000;
      return { ...entry(i + 1, day, 10), clock_in_at: clockIn, clock_out_at: clockIn + 600_000 };
    });
    const started = performance.now();
    const figures = [...payFigures(entries, rules(policy)).values()];
    expect(performance.now() - started).toBeLessThan(2_000);
    for (const f of figures) {
      expect(f.regular_hundredths + f.overtime_hundredths + f.double_time_hundredths).toBe(f.paid_hundredths);
      expect(
        Math.min(f.regular_hundredths, f.overtime_hundredths, f.double_time_hundredths),
      ).toBeGreaterThanOrEqual(0);
    }
    const sum = (pick: (f: (typeof figures)[number]) => number) => figures.reduce((s, f) => s + pick(f), 0);
    return { figures, sum };
  };

  it('rounds a week of hundreds of short lines with double time quickly, every column adding up', () => {
    // Two days: 288 lines, 144 of them double time.
    const { figures, sum } = aroundTheClock(2, california);
    for (const f of figures)
      expect(Math.abs(f.double_time_hundredths * 3 - f.double_time_minutes * 5)).toBeLessThanOrEqual(4);
    // 48 h: 16 regular, 8 overtime, 24 double time (each day: 8, then 4, then 12), each rounded once.
    expect([sum((f) => f.regular_hundredths), sum((f) => f.overtime_hundredths)]).toEqual([1600, 800]);
    expect(sum((f) => f.double_time_hundredths)).toBe(2400);
  });

  it('rounds a week clocked in 10-minute entries around the clock (1,008 lines) quickly, adding up', () => {
    const { sum } = aroundTheClock(7, federal);
    // Each column's week rounded once (the spring-forward Sunday's last hour counts in the next week).
    expect([sum((f) => f.regular_hundredths), sum((f) => f.overtime_hundredths)]).toEqual([
      Math.round((sum((f) => f.regular_minutes) * 5) / 3),
      Math.round((sum((f) => f.overtime_minutes) * 5) / 3),
    ]);
    expect(sum((f) => f.overtime_minutes)).toBeGreaterThan(120 * 60);
  });

  it('adds up under every preset: per line regular + overtime + double time = paid, the week rounded once', () => {
    const arbitraryEntry = fc.record({
      day: fc.integer({ min: 0, max: 13 }),
      minutes: fc.integer({ min: 0, max: 16 * H }),
      site: fc.constantFrom<OvertimePolicy | null>(null, null, california, colorado),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryEntry, { maxLength: 30 }),
        fc.constantFrom(...Object.values(OVERTIME_PRESETS)),
        (raw, policy) => {
          const entries = raw.map((r, i) => entry(i + 1, r.day, r.minutes, { policy: r.site }));
          const figures = payFigures(entries, rules(policy));
          const weeks = new Map<string, { exact: number; stored: number }>();
          for (const e of entries) {
            const f = figures.get(e.id)!;
            expect(f.regular_hundredths + f.overtime_hundredths + f.double_time_hundredths).toBe(
              f.paid_hundredths,
            );
            expect(f.regular_minutes + f.overtime_minutes + f.double_time_minutes).toBe(e.minutes);
            expect(
              Math.min(f.regular_hundredths, f.overtime_hundredths, f.double_time_hundredths),
            ).toBeGreaterThanOrEqual(0);
            // Each of a line's figures within a hundredth of its exact value (minutes x 5/3).
            expect(Math.abs(f.double_time_hundredths * 3 - f.double_time_minutes * 5)).toBeLessThanOrEqual(3);
            expect(Math.abs(f.overtime_hundredths * 3 - f.overtime_minutes * 5)).toBeLessThanOrEqual(3);
            expect(Math.abs(f.regular_hundredths * 3 - f.regular_minutes * 5)).toBeLessThanOrEqual(3);
            const week = weekOfDate(e.work_date).start;
            const w = weeks.get(week) ?? { exact: 0, stored: 0 };
            w.exact += f.double_time_minutes * 5;
            w.stored += f.double_time_hundredths;
            weeks.set(week, w);
          }
          // The week's double time is its exact double time rounded once.
          for (const w of weeks.values()) expect(Math.abs(w.stored * 3 - w.exact)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
