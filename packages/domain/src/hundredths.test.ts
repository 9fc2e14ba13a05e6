import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryHundredthsInOrder,
  formatHundredths,
  minuteHundredths,
  weekHundredths,
  type LineHundredths,
  type LineMinutes,
} from './hundredths.ts';
import { toMs } from './instant.ts';
import { entrySplits, type PaidEntry, type PayRules } from './overtime.ts';
import { weekOfDate } from './week.ts';

/** entryHundredthsInOrder's figures by entry id. */
function entryHundredths<Id>(
  entries: ReadonlyArray<PaidEntry<Id>>,
  rules: PayRules,
): Map<Id, LineHundredths> {
  const { total, overtime } = entryHundredthsInOrder(entries, rules);
  const result = new Map<Id, LineHundredths>();
  entries.forEach((e, i) =>
    result.set(e.id, { total: total[i]!, regular: total[i]! - overtime[i]!, overtime: overtime[i]! }),
  );
  return result;
}

const RULES = { regular_time: '40:00:00', time_zone: 'America/New_York' };
const line = (minutes: number, overtime_minutes = 0): LineMinutes => ({ minutes, overtime_minutes });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The rounding written the plain way, one object per choice and per line, as the shipped one (which
 * works in reused typed arrays) must round: each line's total and overtime its floor or one more,
 * regular = total - overtime within a hundredth, the week's total and overtime rounded once, the
 * nearest such rounding, earlier lines and total-then-overtime rounding up first on a tie.
 */
function referenceWeek(lines: readonly LineMinutes[]): LineHundredths[] {
  const third = (m: number) => Math.max(0, Math.round(m)) * 5;
  const near = (t: number) => Math.floor(t / 3) + (t % 3 === 2 ? 1 : 0);
  const exact = lines.map((l) => {
    const total = third(l.minutes);
    const overtime = Math.min(third(l.overtime_minutes), total);
    return { total, overtime, regular: total - overtime };
  });
  const options = exact.map((e) =>
    [
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ].flatMap(([tu, ou]) => {
      if ((tu && e.total % 3 === 0) || (ou && e.overtime % 3 === 0)) return [];
      const total = Math.floor(e.total / 3) + tu!;
      const overtime = Math.floor(e.overtime / 3) + ou!;
      const regular = total - overtime;
      if (regular < Math.floor(e.regular / 3) || regular > Math.ceil(e.regular / 3)) return [];
      const cost =
        Math.abs(total * 3 - e.total) +
        Math.abs(overtime * 3 - e.overtime) +
        Math.abs(regular * 3 - e.regular);
      return [{ tu: tu!, ou: ou!, cost, line: { total, regular, overtime } }];
    }),
  );
  const T = near(sum(exact.map((e) => e.total))) - sum(exact.map((e) => Math.floor(e.total / 3)));
  const O = near(sum(exact.map((e) => e.overtime))) - sum(exact.map((e) => Math.floor(e.overtime / 3)));
  // least(i, o, t): the least cost of lines i.. giving out o overtime and t total hundredths.
  const memo = new Map<string, number>();
  const least = (i: number, o: number, t: number): number => {
    if (i === lines.length) return o === 0 && t === 0 ? 0 : Infinity;
    const key = `${i}|${o}|${t}`;
    if (!memo.has(key))
      memo.set(
        key,
        Math.min(
          ...options[i]!.filter((c) => c.ou <= o && c.tu <= t).map(
            (c) => c.cost + least(i + 1, o - c.ou, t - c.tu),
          ),
        ),
      );
    return memo.get(key)!;
  };
  const out: LineHundredths[] = [];
  let [o, t] = [O, T];
  for (let i = 0; i < lines.length; i++) {
    const goal = least(i, o, t);
    const c = options[i]!.find(
      (c) => c.ou <= o && c.tu <= t && c.cost + least(i + 1, o - c.ou, t - c.tu) === goal,
    )!;
    out.push(c.line);
    [o, t] = [o - c.ou, t - c.tu];
  }
  return out;
}

/**
 * entryHundredths the plain way: each entry's split from entrySplits, each employee-week's entries
 * sorted by date, clock-in (unknown first) and id, and rounded with referenceWeek.
 */
function referenceEntries<Id>(entries: ReadonlyArray<PaidEntry<Id>>): Map<Id, LineHundredths> {
  const splits = entrySplits(entries, RULES);
  const at = (e: PaidEntry<Id>) => (e.clock_in_at == null ? -Infinity : toMs(e.clock_in_at));
  const weeks = new Map<string, PaidEntry<Id>[]>();
  for (const e of entries) {
    const key = `${e.employee_id}|${weekOfDate(e.work_date).start}`;
    weeks.set(key, [...(weeks.get(key) ?? []), e]);
  }
  const result = new Map<Id, LineHundredths>();
  for (const week of weeks.values()) {
    week.sort(
      (a, b) =>
        a.work_date.localeCompare(b.work_date) ||
        (at(a) === at(b) ? 0 : at(a) - at(b)) ||
        (typeof a.id === 'number' ? Number(a.id) - Number(b.id) : String(a.id).localeCompare(String(b.id))),
    );
    const lines = week.map((e) => ({
      minutes: Math.max(0, e.minutes),
      overtime_minutes: splits.get(e.id)!.overtime_minutes,
    }));
    referenceWeek(lines).forEach((h, k) => result.set(week[k]!.id, h));
  }
  return result;
}

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
  it(
    'rounds 10,000 random weeks, with and without overtime, exactly as the plain reference does',
    { timeout: 120_000 },
    () => {
      const week = fc.array(
        fc.record({
          minutes: fc.integer({ min: 0, max: 900 }),
          overtime: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 900 })),
        }),
        { minLength: 1, maxLength: 24 },
      );
      fc.assert(
        fc.property(week, (raw) => {
          const lines = raw.map((r) => line(r.minutes, Math.min(r.overtime, r.minutes)));
          expect(weekHundredths(lines)).toEqual(referenceWeek(lines));
        }),
        { numRuns: 10_000 },
      );
    },
  );

  it('rounds a week without overtime as the nearest rounding that adds up, earlier lines first on a tie', () => {
    // Every way of giving out the week's hundredths, the nearest one (earlier lines up on a tie).
    const oracle = (minutes: number[]) => {
      const exact = minutes.map((m) => m * 5);
      const floor = exact.map((t) => Math.floor(t / 3));
      const ups = Math.round((sum(exact) / 3) * 1) - sum(floor);
      let best: number[] | null = null;
      let bestCost = Infinity;
      for (let mask = (1 << minutes.length) - 1; mask >= 0; mask--) {
        const up = minutes.map((_, i) => (mask >> (minutes.length - 1 - i)) & 1);
        if (sum(up) !== ups || up.some((u, i) => u === 1 && exact[i]! % 3 === 0)) continue;
        const cost = sum(up.map((u, i) => Math.abs((floor[i]! + u) * 3 - exact[i]!)));
        if (cost < bestCost) [best, bestCost] = [up.map((u, i) => floor[i]! + u), cost];
      }
      return best;
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 8 }), (minutes) => {
        expect(weekHundredths(minutes.map((m) => line(m))).map((r) => r.total)).toEqual(oracle(minutes));
      }),
      { numRuns: 2_000 },
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
      RULES,
    );
    expect(result.get(2)).toEqual({ total: 33, regular: 33, overtime: 0 });
    expect(result.get(1)).toEqual({ total: 4000, regular: 3967, overtime: 33 });
    expect(result.get(3)).toEqual({ total: 33, regular: 33, overtime: 0 });
    expect(result.get(4)).toEqual({ total: 33, regular: 33, overtime: 0 });
  });

  it('gives entries that began at the same minute their regular time in the order of their ids, whatever order they come in', () => {
    // 37.5 h a week and 37 h 31 min worked: the one minute of overtime (0.02 h) is id 1's, the later of
    // the two Tuesday entries by id, in either order.
    const e = (id: number, work_date: string, minutes: number) => ({
      id,
      employee_id: 7,
      work_date,
      minutes,
      clock_in_at: `${work_date}T12:00:00.000Z`,
      clock_out_at: null,
    });
    const entries = [
      e(0, '2026-11-10', 777),
      e(1, '2026-11-10', 894),
      e(2, '2026-11-09', 166),
      e(3, '2026-11-09', 414),
    ];
    const rules = { ...RULES, regular_time: '37:30:00' };
    for (const order of [entries, [...entries].reverse()]) {
      const result = entryHundredths(order, rules);
      expect(result.get(0)).toEqual({ total: 1295, regular: 1295, overtime: 0 });
      expect(result.get(1)).toEqual({ total: 1490, regular: 1488, overtime: 2 });
    }
  });

  it("counts a Sunday night shift's hours after midnight in Monday's workweek", () => {
    // Sunday 22:00 to Monday 06:00 EST, 8 h paid; then Monday to Thursday 10 h each.
    const sunday = {
      id: 0,
      employee_id: 7,
      work_date: '2026-11-22',
      minutes: 480,
      clock_in_at: '2026-11-23T03:00:00.000Z',
      clock_out_at: '2026-11-23T11:00:00.000Z',
    };
    const week = [23, 24, 25, 26].map((day, i) => ({
      id: i + 1,
      employee_id: 7,
      work_date: `2026-11-${day}`,
      minutes: 600,
      clock_in_at: `2026-11-${day}T13:00:00.000Z`,
      clock_out_at: `2026-11-${day}T23:00:00.000Z`,
    }));
    const result = entryHundredths([sunday, ...week], RULES);
    expect(result.get(0)).toEqual({ total: 800, regular: 800, overtime: 0 });
    expect([1, 2, 3, 4].map((id) => result.get(id)!.overtime)).toEqual([0, 0, 0, 600]);
  });

  it(
    'adds up per employee-week over 2,500 random sets of up to six employee-weeks: jobs and approved entries alike',
    {
      timeout: 120_000,
    },
    () => {
      const entry = fc.record({
        employee_id: fc.integer({ min: 1, max: 3 }),
        day: fc.integer({ min: 0, max: 13 }),
        job: fc.integer({ min: 1, max: 3 }),
        minutes: fc.integer({ min: 0, max: 900 }),
        approvedRegular: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      });
      fc.assert(
        fc.property(
          fc.array(entry, { minLength: 1, maxLength: 30 }),
          fc.constantFrom('40:00:00', '37:30:00'),
          (raw, regular_time) => {
            const entries = raw.map((r, id) => {
              const work_date = `2026-11-${String(9 + r.day).padStart(2, '0')}`;
              const clockIn = new Date(`${work_date}T${r.day % 7 === 6 ? '22' : '07'}:00:00-05:00`).getTime();
              const approvedRegular =
                r.approvedRegular === null ? null : Math.floor(r.minutes * r.approvedRegular);
              return {
                id,
                employee_id: r.employee_id,
                job: r.job,
                work_date,
                minutes: r.minutes,
                clock_in_at: new Date(clockIn).toISOString(),
                clock_out_at: new Date(clockIn + r.minutes * 60_000).toISOString(),
                approved_split:
                  approvedRegular === null
                    ? null
                    : { regular_minutes: approvedRegular, overtime_minutes: r.minutes - approvedRegular },
              };
            });
            const result = entryHundredths(entries, { ...RULES, regular_time });
            // The same figures whatever order the entries come in.
            const reversed = entryHundredths([...entries].reverse(), { ...RULES, regular_time });
            for (const e of entries) expect(reversed.get(e.id)).toEqual(result.get(e.id));
            const weeks = new Map<string, typeof entries>();
            for (const e of entries) {
              const key = `${e.employee_id}|${e.work_date < '2026-11-16' ? 1 : 2}`;
              weeks.set(key, [...(weeks.get(key) ?? []), e]);
            }
            for (const list of weeks.values()) {
              const h = list.map((e) => result.get(e.id)!);
              for (const x of h) expect(x.regular + x.overtime).toBe(x.total);
              // The week's total is its minutes rounded once; any grouping of its entries adds up to it.
              expect(sum(h.map((x) => x.total))).toBe(
                Math.round((sum(list.map((e) => e.minutes)) * 100) / 60),
              );
              for (const job of [1, 2, 3]) {
                const ofJob = list.filter((e) => e.job === job);
                expect(
                  Math.abs(
                    sum(ofJob.map((e) => result.get(e.id)!.total)) * 60 -
                      sum(ofJob.map((e) => e.minutes)) * 100,
                  ),
                ).toBeLessThan(60 * ofJob.length + 1);
              }
              // Approved entries keep their split, to the hundredth.
              for (const e of list.filter((e) => e.approved_split))
                expect(
                  Math.abs(result.get(e.id)!.overtime * 60 - e.approved_split!.overtime_minutes * 100),
                ).toBeLessThan(60);
            }
          },
        ),
        { numRuns: 2_500 },
      );
    },
  );

  it(
    'gives every entry what the plain reference gives it, over 1,000 random sets in any order',
    { timeout: 120_000 },
    () => {
      const entry = fc.record({
        employee_id: fc.integer({ min: 1, max: 4 }),
        day: fc.integer({ min: 0, max: 20 }),
        hour: fc.constantFrom(6, 7, 12, 22),
        minutes: fc.integer({ min: 0, max: 720 }),
        clocked: fc.boolean(),
        approvedRegular: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      });
      fc.assert(
        fc.property(fc.array(entry, { minLength: 1, maxLength: 60 }), fc.boolean(), (raw, stringIds) => {
          const entries = raw.map((r, n) => {
            const work_date = `2026-11-${String(2 + r.day).padStart(2, '0')}`;
            const clockIn = new Date(`${work_date}T${String(r.hour).padStart(2, '0')}:00:00-05:00`).getTime();
            const regular = r.approvedRegular === null ? null : Math.floor(r.minutes * r.approvedRegular);
            return {
              // Ids out of their reading order, so a tie of day and time is settled by the id alone.
              id: stringIds ? `E${(n * 7) % raw.length}-${n}` : (n * 7919) % 100_003,
              employee_id: r.employee_id,
              work_date,
              minutes: r.minutes,
              clock_in_at: r.clocked ? clockIn : null,
              clock_out_at: r.clocked ? clockIn + r.minutes * 60_000 : null,
              approved_split:
                regular === null ? null : { regular_minutes: regular, overtime_minutes: r.minutes - regular },
            };
          });
          const expected = referenceEntries<string | number>(entries);
          const result = entryHundredths<string | number>(entries, RULES);
          expect(result.size).toBe(expected.size);
          for (const [id, h] of expected) expect(result.get(id)).toEqual(h);
        }),
        { numRuns: 1_000 },
      );
    },
  );

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
