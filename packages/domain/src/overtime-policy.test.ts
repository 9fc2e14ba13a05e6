import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entrySplits, type PaidEntry, type PayRules, splitOvertime } from './overtime.ts';
import { OVERTIME_PRESETS, type OvertimePolicy, overtimePolicyErrors } from './overtime-policy.ts';
import { NY, ny } from './test-support.ts';
import { addDays } from './week.ts';
import { nextWorkweekMinutes, type ShiftTimes } from './workweek.ts';

const H = 60;
const { federal, california, alaska, colorado } = OVERTIME_PRESETS;

/** Entries of one employee on consecutive days from Monday 2024-03-04, one per value of hours (0: none). */
const days = (...hours: number[]): PaidEntry<number>[] =>
  hours.flatMap((h, i) =>
    h === 0 ? [] : [{ id: i + 1, employee_id: 7, work_date: addDays('2024-03-04', i), minutes: h * H }],
  );

const approved = (
  entry: PaidEntry<number>,
  regular: number,
  overtime: number,
  doubleTime?: number,
): PaidEntry<number> => ({
  ...entry,
  approved_split: {
    regular_minutes: regular * H,
    overtime_minutes: overtime * H,
    ...(doubleTime === undefined ? {} : { double_time_minutes: doubleTime * H }),
  },
});

/** Each entry's [regular, overtime, double time] in hours, checking that they add up to its paid time. */
function split(entries: PaidEntry<number>[], policy: OvertimePolicy, regularTime = '40:00:00') {
  const splits = entrySplits(entries, { regular_time: regularTime, time_zone: NY, overtime_policy: policy });
  return entries.map((e) => {
    const s = splits.get(e.id)!;
    expect(s.regular_minutes + s.overtime_minutes + s.double_time_minutes).toBe(s.total_minutes);
    expect(s.total_minutes).toBe(Math.max(0, e.minutes));
    return [s.regular_minutes / H, s.overtime_minutes / H, s.double_time_minutes / H];
  });
}

interface Row {
  name: string;
  entries: PaidEntry<number>[];
  regularTime?: string;
  expected: number[][];
}
const ten = [8, 2, 0];
const eight = [8, 0, 0];

describe('California (Labor Code 510)', () => {
  it.each<Row>([
    {
      name: '10 h a day Mon-Fri: 8 + 2 each day, 40 regular + 10 overtime, the week adds none',
      entries: days(10, 10, 10, 10, 10),
      expected: [ten, ten, ten, ten, ten],
    },
    {
      name: 'a 13 h day: 8 regular, 4 overtime, 1 double time',
      entries: days(13),
      expected: [[8, 4, 1]],
    },
    {
      name: 'six 8 h days, then a 10 h seventh day: Saturday weekly overtime, Sunday 8 overtime + 2 double',
      entries: days(8, 8, 8, 8, 8, 8, 10),
      expected: [eight, eight, eight, eight, eight, [0, 8, 0], [0, 8, 2]],
    },
    {
      name: 'a 13 h seventh day: 8 overtime + 5 double time',
      entries: days(1, 1, 1, 1, 1, 1, 13),
      expected: [...Array<number[]>(6).fill([1, 0, 0]), [0, 8, 5]],
    },
    {
      name: 'a seventh day of 2 h after six short days is overtime all the same',
      entries: days(2, 2, 2, 2, 2, 2, 2),
      expected: [...Array<number[]>(6).fill([2, 0, 0]), [0, 2, 0]],
    },
    {
      name: 'no seventh day with a day off: Sunday is daily and weekly overtime only',
      entries: days(8, 0, 8, 8, 8, 8, 10),
      expected: [eight, eight, eight, eight, eight, [0, 10, 0]],
    },
    {
      name: 'no seventh day for seven days in a row across two workweeks (Wednesday to Tuesday)',
      entries: days(0, 0, 8, 8, 8, 8, 8, 8, 8),
      expected: Array<number[]>(7).fill(eight),
    },
    {
      name: 'a 50 h week of 5 x 10 h: 40 regular, 10 overtime',
      entries: days(10, 10, 10, 10, 10),
      expected: [ten, ten, ten, ten, ten],
    },
    {
      name: 'a 50 h week of 4 x 12.5 h: 32 regular, 16 overtime, 2 double time',
      entries: days(12.5, 12.5, 12.5, 12.5),
      expected: Array<number[]>(4).fill([8, 4, 0.5]),
    },
    {
      name: 'a short day: 52 h is 40 regular + 12 overtime, daily overtime not counted toward the 40',
      entries: days(10, 10, 10, 10, 4, 8),
      expected: [ten, ten, ten, ten, [4, 0, 0], [4, 4, 0]],
    },
    {
      name: 'a 6-day 45 h week with 39 straight-time hours: 6 daily overtime, no weekly overtime',
      entries: days(10, 10, 5, 5, 5, 10),
      expected: [ten, ten, [5, 0, 0], [5, 0, 0], [5, 0, 0], ten],
    },
    {
      name: 'a 6-day 45 h week of 8.5 h days: 2.5 daily overtime, then Saturday is weekly overtime',
      entries: days(8.5, 8.5, 8.5, 8.5, 8.5, 2.5),
      expected: [...Array<number[]>(5).fill([8, 0.5, 0]), [0, 2.5, 0]],
    },
    {
      name: "the statute's 40 h, whatever the normal work week says",
      entries: days(8, 8, 8, 8, 8),
      regularTime: '37:30:00',
      expected: Array<number[]>(5).fill(eight),
    },
    {
      name: 'an approved entry keeps its split (10 h approved all regular, a 13 h day with its double time)',
      entries: [approved(days(10)[0]!, 10, 0), days(0, 10)[0]!, approved(days(0, 0, 13)[0]!, 8, 4, 1)],
      expected: [[10, 0, 0], ten, [8, 4, 1]],
    },
    {
      name: 'approved regular time is held first in the week: Friday fills only what is left',
      entries: [...days(10, 10, 10, 10).map((e) => approved(e, 10, 0)), days(0, 0, 0, 0, 10)[0]!],
      expected: [...Array<number[]>(4).fill([10, 0, 0]), [0, 10, 0]],
    },
    {
      name: 'a split that no longer adds up to the entry is worked out again',
      entries: [approved(days(13)[0]!, 8, 4)],
      expected: [[8, 4, 1]],
    },
  ])('$name', ({ entries, regularTime, expected }) => {
    expect(split(entries, california, regularTime)).toEqual(expected);
  });

  it("holds the approved entries' hours of a day first: an earlier entry added later fills the day after them", () => {
    const entries: PaidEntry<number>[] = [
      { ...approved(days(8)[0]!, 8, 0), clock_in_at: ny('2024-03-04 12:00') },
      { id: 2, employee_id: 7, work_date: '2024-03-04', minutes: 5 * H, clock_in_at: ny('2024-03-04 06:00') },
    ];
    expect(split(entries, california)).toEqual([eight, [0, 4, 1]]);
  });

  it('counts a night shift on its work date, past midnight included', () => {
    const entries: PaidEntry<number>[] = [
      {
        id: 1,
        employee_id: 7,
        work_date: '2024-03-04',
        minutes: 13 * H,
        clock_in_at: ny('2024-03-04 18:00'),
        clock_out_at: ny('2024-03-05 07:00'),
      },
      { id: 2, employee_id: 7, work_date: '2024-03-05', minutes: 8 * H, clock_in_at: ny('2024-03-05 18:00') },
    ];
    expect(split(entries, california)).toEqual([[8, 4, 1], eight]);
  });

  it("counts a Sunday night shift's hours after midnight first in the next workweek", () => {
    // Sun 20:30 to Mon 03:30 paid in full: 3.5 h each side of midnight.
    const sunday: PaidEntry<number> = {
      id: 7,
      employee_id: 7,
      work_date: '2024-03-10',
      minutes: 7 * H,
      clock_in_at: ny('2024-03-10 20:30'),
      clock_out_at: ny('2024-03-11 03:30'),
    };
    const nextWeek = days(0, 0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10);
    // The next week: 3.5 + 4 x 8 straight time, so Friday has 4.5 of the 40 left.
    expect(split([...days(10, 10, 10, 10), sunday, ...nextWeek], california)).toEqual([
      ...[ten, ten, ten, ten, [7, 0, 0]],
      ...[ten, ten, ten, ten, [4.5, 5.5, 0]],
    ]);
  });
});

describe('Alaska (AS 23.10.060)', () => {
  it.each<Row>([
    { name: '10 h a day Mon-Fri', entries: days(10, 10, 10, 10, 10), expected: [ten, ten, ten, ten, ten] },
    { name: 'a 13 h day: no double time', entries: days(13), expected: [[8, 5, 0]] },
    {
      name: 'seven 8 h days: no seventh-day rule, Saturday and Sunday weekly overtime',
      entries: days(8, 8, 8, 8, 8, 8, 8),
      expected: [eight, eight, eight, eight, eight, [0, 8, 0], [0, 8, 0]],
    },
    {
      name: 'a short day: daily overtime not counted toward the 40',
      entries: days(10, 10, 10, 10, 4, 8),
      expected: [ten, ten, ten, ten, [4, 0, 0], [4, 4, 0]],
    },
  ])('$name', ({ entries, expected }) => {
    expect(split(entries, alaska)).toEqual(expected);
  });
});

describe('Colorado (COMPS Order #39)', () => {
  it.each<Row>([
    { name: 'a 13 h day: 12 regular, 1 overtime', entries: days(13), expected: [[12, 1, 0]] },
    {
      name: '5 x 10 h: weekly overtime only',
      entries: days(10, 10, 10, 10, 10),
      expected: [...Array<number[]>(4).fill([10, 0, 0]), [0, 10, 0]],
    },
    {
      name: '4 x 12.5 h: 2 daily overtime, then Thursday past the 40',
      entries: days(12.5, 12.5, 12.5, 12.5),
      expected: [...Array<number[]>(3).fill([12, 0.5, 0]), [4, 8.5, 0]],
    },
  ])('$name', ({ entries, expected }) => {
    expect(split(entries, colorado)).toEqual(expected);
  });
});

describe('federal (FLSA)', () => {
  it.each<Row>([
    {
      name: '5 x 10 h: Friday is overtime',
      entries: days(10, 10, 10, 10, 10),
      expected: [...Array<number[]>(4).fill([10, 0, 0]), [0, 10, 0]],
    },
    { name: 'a 13 h day is regular time', entries: days(13), expected: [[13, 0, 0]] },
    {
      name: 'seven 8 h days: no seventh-day rule',
      entries: days(8, 8, 8, 8, 8, 8, 8),
      expected: [eight, eight, eight, eight, eight, [0, 8, 0], [0, 8, 0]],
    },
    {
      name: 'the normal work week of the settings (37:30:00)',
      entries: days(8, 8, 8, 8, 8),
      regularTime: '37:30:00',
      expected: [eight, eight, eight, eight, [5.5, 2.5, 0]],
    },
  ])('$name', ({ entries, regularTime, expected }) => {
    expect(split(entries, federal, regularTime)).toEqual(expected);
  });
});

describe('custom policies', () => {
  const custom = (fields: Partial<OvertimePolicy>): OvertimePolicy => ({
    ...federal,
    preset: 'custom',
    ...fields,
  });
  it.each<Row & { policy: OvertimePolicy }>([
    {
      name: 'overtime past 8 h and double time past 10 h a day',
      policy: custom({ daily_overtime_minutes: 8 * H, daily_double_time_minutes: 10 * H }),
      entries: days(11),
      expected: [[8, 2, 1]],
    },
    {
      name: 'double time past 12 h with no daily overtime',
      policy: custom({ daily_double_time_minutes: 12 * H }),
      entries: days(13),
      expected: [[12, 0, 1]],
    },
    {
      name: 'a weekly threshold of its own (36 h)',
      policy: custom({ weekly_minutes: 36 * H }),
      entries: days(8, 8, 8, 8, 8),
      expected: [eight, eight, eight, eight, [4, 4, 0]],
    },
    {
      name: 'the seventh day with a 10 h daily threshold: double time past 10 h on it',
      policy: custom({ daily_overtime_minutes: 10 * H, weekly_minutes: 40 * H, seventh_day: true }),
      entries: days(8, 8, 8, 8, 8, 8, 12),
      expected: [eight, eight, eight, eight, eight, [0, 8, 0], [0, 10, 2]],
    },
  ])('$name', ({ policy, entries, expected }) => {
    expect(overtimePolicyErrors(policy)).toEqual({});
    expect(split(entries, policy)).toEqual(expected);
  });
});

describe('overtimePolicyErrors', () => {
  const custom = (fields: Partial<OvertimePolicy>): OvertimePolicy => ({
    ...california,
    preset: 'custom',
    ...fields,
  });

  it('accepts every preset', () => {
    for (const preset of Object.values(OVERTIME_PRESETS)) expect(overtimePolicyErrors(preset)).toEqual({});
  });

  it.each([
    {
      fields: { daily_double_time_minutes: 8 * H },
      errors: {
        daily_double_time_minutes:
          'The daily double-time threshold must be above the daily overtime threshold.',
      },
    },
    {
      fields: { daily_overtime_minutes: 0 },
      errors: {
        daily_overtime_minutes: 'The daily overtime threshold must be whole minutes from 1 to 24 hours.',
      },
    },
    {
      fields: { daily_overtime_minutes: 7.5 },
      errors: {
        daily_overtime_minutes: 'The daily overtime threshold must be whole minutes from 1 to 24 hours.',
      },
    },
    {
      fields: { daily_double_time_minutes: 25 * H },
      errors: {
        daily_double_time_minutes:
          'The daily double-time threshold must be whole minutes from 1 to 24 hours.',
      },
    },
    {
      fields: { weekly_minutes: 0 },
      errors: { weekly_minutes: 'The weekly threshold must be whole minutes from 1 to 168 hours.' },
    },
    {
      fields: { daily_overtime_minutes: null },
      errors: { seventh_day: 'The seventh-day rule needs a daily overtime threshold (double time past it).' },
    },
  ])('answers $errors', ({ fields, errors }) => {
    expect(overtimePolicyErrors(custom(fields))).toEqual(errors);
  });
});

describe('entrySplits under the federal policy is the weekly split', () => {
  const TZ = 'America/New_York';
  const entry = fc.record({
    // Mostly one employee, so that the weeks fill up.
    employee: fc.constantFrom(7, 7, 7, 8),
    // Three workweeks from Monday 2026-11-02, and their Sundays' night shifts into the next.
    day: fc.integer({ min: 0, max: 20 }),
    hour: fc.constantFrom(6, 7, 12, 22),
    minutes: fc.integer({ min: -30, max: 720 }),
    clocked: fc.boolean(),
    approved: fc.option(
      fc.record({
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        // Now and then a split that no longer adds up to the entry's minutes: it is not kept.
        off: fc.constantFrom(0, 0, 0, 1),
        zeroDoubleTime: fc.boolean(),
      }),
      { nil: null },
    ),
  });
  type RawEntry = typeof entry extends fc.Arbitrary<infer T> ? T : never;
  const made = (raw: RawEntry[]): PaidEntry<number>[] =>
    raw.map((r, n) => {
      const work_date = addDays('2026-11-02', r.day);
      const clockIn = new Date(`${work_date}T${String(r.hour).padStart(2, '0')}:00:00-05:00`).getTime();
      const paid = Math.max(0, r.minutes);
      const a = r.approved;
      const regular = a === null ? 0 : Math.floor(paid * a.share);
      return {
        id: n + 1,
        employee_id: r.employee,
        work_date,
        minutes: r.minutes,
        clock_in_at: r.clocked ? clockIn : null,
        clock_out_at: r.clocked ? clockIn + paid * 60_000 : null,
        approved_split:
          a === null
            ? null
            : {
                regular_minutes: regular,
                overtime_minutes: paid - regular + a.off,
                ...(a.zeroDoubleTime ? { double_time_minutes: 0 } : {}),
              },
      };
    });

  it('gives every entry the regular and overtime minutes splitOvertime gives it, and no double time', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.constantFrom('40:00:00', '08:00:00', '00:30:00', ''),
        fc.integer(),
        (raw, regularTime, seed) => {
          const entries = made(raw);
          const shuffled = [...entries].sort((a, b) => ((a.id * seed) % 97) - ((b.id * seed) % 97));
          const rules: PayRules = { regular_time: regularTime, time_zone: TZ, overtime_policy: federal };
          const actual = entrySplits(shuffled, rules);
          for (const employee of [7, 8]) {
            const own = entries.filter((e) => e.employee_id === employee);
            const expected = splitOvertime(
              own.map((e) => ({
                ...e,
                next_week_minutes: e.clock_in_at == null ? 0 : nextWorkweekMinutes(e as ShiftTimes, TZ),
              })),
              regularTime,
            ).entries;
            own.forEach((e, i) => {
              const { double_time_minutes, ...split } = actual.get(e.id)!;
              expect(split).toEqual(expected[i]);
              expect(double_time_minutes).toBe(0);
            });
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('adds up under every preset: regular + overtime + double time is the paid time, none negative', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.constantFrom(...Object.values(OVERTIME_PRESETS)),
        (raw, policy) => {
          const entries = made(raw);
          const splits = entrySplits(entries, {
            regular_time: '40:00:00',
            time_zone: TZ,
            overtime_policy: policy,
          });
          for (const e of entries) {
            const s = splits.get(e.id)!;
            expect(
              Math.min(s.regular_minutes, s.overtime_minutes, s.double_time_minutes),
            ).toBeGreaterThanOrEqual(0);
            expect(s.regular_minutes + s.overtime_minutes + s.double_time_minutes).toBe(
              Math.max(0, e.minutes),
            );
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
