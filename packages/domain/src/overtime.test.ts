import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMs } from './instant.ts';
import {
  entrySplits,
  regularTimeMinutes,
  splitOvertime,
  type PaidEntry,
  type WorkedEntry,
} from './overtime.ts';
import { addDays, weekOfDate } from './week.ts';
import { nextWorkweekMinutes, type ShiftTimes } from './workweek.ts';

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

describe('splitOvertime with approved splits', () => {
  const approved = (entry: WorkedEntry, regular: number): WorkedEntry => ({
    ...entry,
    approved_split: { regular_minutes: regular, overtime_minutes: entry.minutes - regular },
  });
  const split = (entries: WorkedEntry[], regular = '40:00:00') =>
    splitOvertime(entries, regular).entries.map((e) => [e.regular_minutes / H, e.overtime_minutes / H]);

  it.each([
    {
      // The case: a 48 h week approved under 40:00:00, then the normal week set to 37:30:00.
      name: 'an approved 40/8 week stays 40/8 under a 37:30:00 normal week',
      entries: [
        ...days(8, 8, 8, 8).map((e) => approved(e, 8 * H)),
        approved(days(0, 0, 0, 0, 16)[4]!, 8 * H),
      ],
      regular: '37:30:00',
      expected: [
        [8, 0],
        [8, 0],
        [8, 0],
        [8, 0],
        [8, 8],
      ],
    },
    {
      name: 'un-approved entries fill only what the approved ones left (Friday added after approval)',
      entries: [...days(10, 10, 10, 10).map((e) => approved(e, 10 * H)), days(0, 0, 0, 0, 8)[4]!],
      regular: '37:30:00',
      expected: [
        [10, 0],
        [10, 0],
        [10, 0],
        [10, 0],
        [0, 8],
      ],
    },
    {
      name: 'an un-approved earlier entry never makes the week more than the normal week of regular time',
      entries: [
        days(8)[0]!,
        ...days(0, 10, 10, 10, 10)
          .slice(1)
          .map((e) => approved(e, 10 * H)),
      ],
      regular: '40:00:00',
      expected: [
        [0, 8],
        [10, 0],
        [10, 0],
        [10, 0],
        [10, 0],
      ],
    },
    {
      name: 'a split that no longer adds up to the entry is worked out again',
      entries: [{ ...days(10)[0]!, approved_split: { regular_minutes: 8 * H, overtime_minutes: 0 } }],
      regular: '40:00:00',
      expected: [[10, 0]],
    },
  ])('$name', ({ entries, regular, expected }) => {
    expect(split(entries, regular)).toEqual(expected);
  });
});

describe('splitOvertime across the workweek boundary', () => {
  const sunday = (hours: number, nextWeekHours: number): WorkedEntry => ({
    id: 7,
    work_date: '2024-03-10',
    minutes: hours * H,
    clock_in_at: '2024-03-11T02:00:00Z',
    next_week_minutes: nextWeekHours * H,
  });
  const nextWeek = (...hours: number[]): WorkedEntry[] =>
    hours.map((h, i) => ({
      id: 20 + i,
      work_date: `2024-03-${String(11 + i).padStart(2, '0')}`,
      minutes: h * H,
    }));

  it.each([
    {
      name: "Sunday's hours after midnight count in the next workweek, not as Sunday's overtime",
      entries: [...days(10, 10, 10, 9), sunday(8, 6)],
      expected: [0, 0, 0, 0, 1 * H],
    },
    {
      name: 'and take regular time there first: 40 h more that week makes 6 h overtime on Thursday',
      entries: [sunday(8, 6), ...nextWeek(10, 10, 10, 10)],
      expected: [0, 0, 0, 0, 6 * H],
    },
    {
      name: 'without the next-week minutes the whole shift is in its week',
      entries: [...days(10, 10, 10, 9), sunday(8, 0)],
      expected: [0, 0, 0, 0, 7 * H],
    },
    {
      name: 'an approved shift into Monday holds its Monday regular time there',
      entries: [
        { ...sunday(8, 6), approved_split: { regular_minutes: 8 * H, overtime_minutes: 0 } },
        ...nextWeek(10, 10, 10, 10),
      ],
      expected: [0, 0, 0, 0, 6 * H],
    },
  ])('$name', ({ entries, expected }) => {
    expect(splitOvertime(entries, '40:00:00').entries.map((e) => e.overtime_minutes)).toEqual(expected);
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

describe('entrySplits', () => {
  it('fills regular time in order of day, clock-in and id, whatever order the entries are read in', () => {
    const e = (id: number, work_date: string, clockIn: string | null, minutes: number) => ({
      id,
      employee_id: 7,
      work_date,
      minutes,
      clock_in_at: clockIn,
    });
    const entries = [
      e(5, '2026-11-17', '2026-11-17T12:00:00.000Z', 600),
      e(3, '2026-11-17', '2026-11-17T12:00:00.000Z', 900),
      e(9, '2026-11-16', null, 600),
      e(4, '2026-11-16', '2026-11-16T12:00:00.000Z', 600),
      e(8, '2026-11-18', '2026-11-18T12:00:00.000Z', 600),
    ];
    const rules = { regular_time: '40:00:00', time_zone: 'America/New_York' };
    for (const order of [entries, [...entries].reverse()]) {
      const splits = entrySplits(order, rules);
      // Monday: 9 (no clock-in, first), 4; Tuesday: 3 then 5 (same minute, by id), 5 reaching the
      // 40 h; Wednesday: 8.
      expect([9, 4, 3, 5, 8].map((id) => splits.get(id)!.overtime_minutes)).toEqual([0, 0, 0, 300, 600]);
    }
  });
});

/**
 * The split as first written, part by part: every entry's part of each workweek (a shift into Monday
 * has two), all of them sorted by day, the parts carried into a workweek first, each part in the
 * order its shift was worked (by work day, clock-in, then as given), each taking what is left of its workweek's regular time after what approved entries hold.
 * The shipped split works a workweek at a time over entries already in pay order, with numbers.
 */
function plainRegular(entries: readonly WorkedEntry[], limit: number, next: readonly number[]): number[] {
  const at = (i: number) => {
    const clockIn = entries[i]!.clock_in_at;
    return clockIn == null ? -Infinity : toMs(clockIn);
  };
  const add = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  const regularOf = entries.map(() => 0);
  const reserved = new Map<string, number>();
  const parts: { index: number; week: string; date: string; first: boolean; minutes: number }[] = [];
  entries.forEach((e, index) => {
    const minutes = Math.max(0, e.minutes);
    const nextMinutes = Math.min(minutes, Math.max(0, next[index]!));
    const week = weekOfDate(e.work_date).start;
    const nextWeek = addDays(week, 7);
    const s = e.approved_split;
    if (
      s &&
      s.regular_minutes >= 0 &&
      s.overtime_minutes >= 0 &&
      s.regular_minutes + s.overtime_minutes === minutes
    ) {
      regularOf[index] = s.regular_minutes;
      const nextRegular = Math.min(nextMinutes, s.regular_minutes);
      add(reserved, week, s.regular_minutes - nextRegular);
      if (nextRegular > 0) add(reserved, nextWeek, nextRegular);
      return;
    }
    parts.push({ index, week, date: e.work_date, first: false, minutes: minutes - nextMinutes });
    if (nextMinutes > 0)
      parts.push({ index, week: nextWeek, date: nextWeek, first: true, minutes: nextMinutes });
  });
  // Parts carried into a workweek in the order their shifts were worked, like the week's own.
  parts.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      Number(b.first) - Number(a.first) ||
      entries[a.index]!.work_date.localeCompare(entries[b.index]!.work_date) ||
      at(a.index) - at(b.index) ||
      a.index - b.index,
  );
  const used = new Map<string, number>();
  for (const part of parts) {
    const soFar = (reserved.get(part.week) ?? 0) + (used.get(part.week) ?? 0);
    const regular = Math.min(part.minutes, Math.max(0, limit - soFar));
    add(used, part.week, regular);
    regularOf[part.index]! += regular;
  }
  return regularOf;
}

describe('the split against its plain statement', () => {
  const TZ = 'America/New_York';
  const entry = fc.record({
    // Three workweeks from Monday 2026-11-02, and their Sundays' night shifts into the next.
    day: fc.integer({ min: 0, max: 20 }),
    hour: fc.constantFrom(6, 7, 12, 22),
    minutes: fc.integer({ min: -30, max: 720 }),
    clocked: fc.boolean(),
    nextShare: fc.option(fc.double({ min: -0.2, max: 1.2, noNaN: true }), { nil: null }),
    approved: fc.option(
      fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), off: fc.constantFrom(0, 0, 0, 1) }),
      {
        nil: null,
      },
    ),
  });
  type RawEntry = typeof entry extends fc.Arbitrary<infer T> ? T : never;
  const limit = fc.constantFrom('40:00:00', '08:00:00', '00:30:00');
  const made = (raw: RawEntry[]): PaidEntry<number>[] =>
    raw.map((r, n) => {
      const work_date = addDays('2026-11-02', r.day);
      const clockIn = new Date(`${work_date}T${String(r.hour).padStart(2, '0')}:00:00-05:00`).getTime();
      const paid = Math.max(0, r.minutes);
      const approved = r.approved;
      return {
        id: n + 1,
        employee_id: 7,
        work_date,
        minutes: r.minutes,
        clock_in_at: r.clocked ? clockIn : null,
        clock_out_at: r.clocked ? clockIn + paid * 60_000 : null,
        next_week_minutes: r.nextShare === null ? undefined : Math.round(paid * r.nextShare),
        // Now and then a split that no longer adds up to the entry's minutes: it is not kept.
        approved_split:
          approved === null
            ? null
            : {
                regular_minutes: Math.floor(paid * approved.share),
                overtime_minutes: paid - Math.floor(paid * approved.share) + approved.off,
              },
      };
    });

  it('splitOvertime gives every entry the regular minutes the plain statement gives it', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), limit, (raw, regularTime) => {
        const entries = made(raw);
        const expected = plainRegular(
          entries,
          regularTimeMinutes(regularTime),
          entries.map((e) => e.next_week_minutes ?? 0),
        );
        expect(splitOvertime(entries, regularTime).entries.map((e) => e.regular_minutes)).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('entrySplits does too, its shifts into Monday from their clock times, in any order', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), limit, fc.integer(), (raw, regularTime, seed) => {
        const entries = made(raw).map(({ next_week_minutes: _, ...e }) => e);
        // Ids in reading order: a tie of day and clock-in goes by id, as the plain statement's by place.
        const expected = plainRegular(
          entries,
          regularTimeMinutes(regularTime),
          entries.map((e) => (e.clock_in_at == null ? 0 : nextWorkweekMinutes(e as ShiftTimes, TZ))),
        );
        const shuffled = [...entries].sort((a, b) => ((a.id * seed) % 97) - ((b.id * seed) % 97));
        const splits = entrySplits(shuffled, { regular_time: regularTime, time_zone: TZ });
        expect(entries.map((e) => splits.get(e.id)!.regular_minutes)).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
