import {
  type EntrySplit,
  forEachEmployee,
  type PaidEntry,
  type PayRules,
  regularTimeMinutes,
} from './overtime.ts';
import { fillWeeklyRegular } from './regular-time.ts';
import { dayNumber } from './week.ts';
import { minutesIntoNextWorkweek, type ShiftTimes } from './workweek.ts';

const H = 60;

export type OvertimePreset = 'federal' | 'california' | 'alaska' | 'colorado' | 'custom';

/** How a site's paid minutes split into regular time, overtime (1.5x) and double time (2x). */
export interface OvertimePolicy {
  preset: OvertimePreset;
  /** Minutes of a workday past which time is overtime; null: no daily overtime. */
  daily_overtime_minutes: number | null;
  /** Minutes of a workday past which time is double time; null: no double time. */
  daily_double_time_minutes: number | null;
  /** Regular minutes of a workweek; null: the company's normal work week (`regular_time`). */
  weekly_minutes: number | null;
  /**
   * On the seventh day of a workweek in which every day was worked, the time up to the daily overtime
   * threshold is overtime and the time past it double time.
   */
  seventh_day: boolean;
}

export const OVERTIME_PRESETS = {
  /** FLSA, 29 U.S.C. 207: past the normal work week only (today's rule, the default). */
  federal: {
    preset: 'federal',
    daily_overtime_minutes: null,
    daily_double_time_minutes: null,
    weekly_minutes: null,
    seventh_day: false,
  },
  /** Labor Code 510. */
  california: {
    preset: 'california',
    daily_overtime_minutes: 8 * H,
    daily_double_time_minutes: 12 * H,
    weekly_minutes: 40 * H,
    seventh_day: true,
  },
  /** AS 23.10.060. */
  alaska: {
    preset: 'alaska',
    daily_overtime_minutes: 8 * H,
    daily_double_time_minutes: null,
    weekly_minutes: 40 * H,
    seventh_day: false,
  },
  /** COMPS Order #39, rule 4.1.1: the 12 hours a workday and 40 a workweek (not 12 consecutive hours). */
  colorado: {
    preset: 'colorado',
    daily_overtime_minutes: 12 * H,
    daily_double_time_minutes: null,
    weekly_minutes: 40 * H,
    seventh_day: false,
  },
} as const satisfies Record<Exclude<OvertimePreset, 'custom'>, OvertimePolicy>;

export type OvertimePolicyErrors = Partial<Record<keyof OvertimePolicy, string>>;

const DAY_RANGE = 'must be whole minutes from 1 to 24 hours';

/** What is wrong with a (custom) policy, by field; empty when it can be used. */
export function overtimePolicyErrors(policy: OvertimePolicy): OvertimePolicyErrors {
  const errors: OvertimePolicyErrors = {};
  const daily = policy.daily_overtime_minutes;
  const double = policy.daily_double_time_minutes;
  const within = (minutes: number, max: number) =>
    Number.isInteger(minutes) && minutes >= H && minutes <= max;
  if (daily !== null && !within(daily, 24 * H))
    errors.daily_overtime_minutes = `The daily overtime threshold ${DAY_RANGE}.`;
  if (double !== null && !within(double, 24 * H))
    errors.daily_double_time_minutes = `The daily double-time threshold ${DAY_RANGE}.`;
  else if (double !== null && daily !== null && double <= daily)
    errors.daily_double_time_minutes =
      'The daily double-time threshold must be above the daily overtime threshold.';
  if (policy.weekly_minutes !== null && !within(policy.weekly_minutes, 168 * H))
    errors.weekly_minutes = 'The weekly threshold must be whole minutes from 1 to 168 hours.';
  if (policy.seventh_day && daily === null)
    errors.seventh_day = 'The seventh-day rule needs a daily overtime threshold (double time past it).';
  return errors;
}

/** An approved split, which may carry double time. */
interface ApprovedPolicySplit {
  regular_minutes: number;
  overtime_minutes: number;
  double_time_minutes?: number;
}

export interface PolicyEntry<Id> extends PaidEntry<Id> {
  /** The split the entry was approved with: kept whatever the policy says now. */
  approved_split?: ApprovedPolicySplit | null;
}

interface Minutes {
  regular_minutes: number;
  overtime_minutes: number;
  double_time_minutes: number;
  total_minutes: number;
}

export type PolicySplit<Id> = EntrySplit<Id> & { double_time_minutes: number };

/**
 * Every entry's regular / overtime / double-time split under a policy, per employee, with entrySplits'
 * conventions: Monday-to-Sunday workweeks, entries in pay order (work day, clock-in, id), an approved
 * entry keeps its split and holds its time first, a Sunday night shift's minutes after midnight count in
 * the next workweek. Daily thresholds count the paid minutes of each work date; the minutes past them
 * (or all of the seventh day's) are overtime or double time and do not count toward the weekly
 * threshold, which the remaining regular minutes fill. Under `federal` it is entrySplits, double time 0.
 */
export function policySplits<Id>(
  entries: ReadonlyArray<PolicyEntry<Id>>,
  policy: OvertimePolicy,
  rules: PayRules,
): Map<Id, PolicySplit<Id>> {
  const limit = policy.weekly_minutes ?? regularTimeMinutes(rules.regular_time);
  const result = new Map<Id, PolicySplit<Id>>();
  // forEachEmployee gives entrySplits' pay order; its own weekly-only split is not read.
  forEachEmployee(entries, rules, ({ list, monday }) => {
    const next = list.map((e, k) =>
      e.clock_in_at == null ? 0 : minutesIntoNextWorkweek(e as ShiftTimes, monday[k]!, rules.time_zone),
    );
    splitInPayOrder(list, monday, next, policy, limit).forEach((split, k) =>
      result.set(list[k]!.id, { id: list[k]!.id, work_date: list[k]!.work_date, ...split }),
    );
  });
  return result;
}

/**
 * One employee's splits, the entries in pay order with their workweek's Monday (a day number) and their
 * minutes worked in the next workweek: the daily thresholds first, then the weekly one over what they
 * left regular, the way entrySplits fills a week (approved entries' regular time held first, the parts
 * of the week before's shifts that ran into a week filling it before its own entries).
 */
function splitInPayOrder(
  list: ReadonlyArray<PolicyEntry<unknown>>,
  monday: readonly number[],
  next: readonly number[],
  policy: OvertimePolicy,
  limit: number,
): Minutes[] {
  const paid = list.map((e) => Math.max(0, e.minutes));
  const kept = list.map((e, i) => keptSplit(e, paid[i]!));
  const nextPart = paid.map((m, i) => Math.min(m, Math.max(0, next[i]!)));
  const { free, double } = dailyPremiums(list, paid, kept, monday, policy);
  // An entry's regular minutes are its first ones and its next-workweek part its last ones.
  const thisWeek = free.map((f, i) => Math.min(f, paid[i]! - nextPart[i]!));
  const nextWeek = free.map((f, i) => f - thisWeek[i]!);

  const regular = fillWeeklyRegular(
    monday,
    thisWeek,
    nextWeek,
    nextPart,
    kept.map((k) => k?.regular_minutes ?? null),
    limit,
  );

  return list.map((_, i) => {
    const k = kept[i];
    if (k) return k;
    return {
      regular_minutes: regular[i]!,
      overtime_minutes: paid[i]! - regular[i]! - double[i]!,
      double_time_minutes: double[i]!,
      total_minutes: paid[i]!,
    };
  });
}

/**
 * Each un-approved entry's minutes left regular by the daily thresholds (`free`) and its double time,
 * the rest being daily overtime. A work date's approved entries hold its first minutes; the others
 * follow in pay order. On the seventh day of a workweek worked every day (with the rule on), overtime
 * starts at the first minute and double time at the daily overtime threshold.
 */
function dailyPremiums(
  list: ReadonlyArray<PolicyEntry<unknown>>,
  paid: readonly number[],
  kept: ReadonlyArray<Minutes | null>,
  monday: readonly number[],
  policy: OvertimePolicy,
): { free: number[]; double: number[] } {
  const day = list.map((e) => dayNumber(e.work_date));
  const free = [...paid];
  const double = paid.map(() => 0);
  const seventh = new Set<number>();
  if (policy.seventh_day) {
    for (const [from, to] of runs(monday)) {
      const worked = new Set(day.slice(from, to).filter((_, k) => paid[from + k]! > 0));
      if (worked.size === 7) seventh.add(monday[from]! + 6);
    }
  }
  for (const [from, to] of runs(day)) {
    const isSeventh = seventh.has(day[from]!);
    const overtimeFrom = isSeventh ? 0 : (policy.daily_overtime_minutes ?? Infinity);
    const doubleFrom =
      (isSeventh ? policy.daily_overtime_minutes : policy.daily_double_time_minutes) ?? Infinity;
    let at = 0;
    for (let i = from; i < to; i++) if (kept[i]) at += paid[i]!;
    for (let i = from; i < to; i++) {
      if (kept[i]) continue;
      const end = at + paid[i]!;
      free[i] = overlap(at, end, 0, Math.min(overtimeFrom, doubleFrom));
      double[i] = overlap(at, end, doubleFrom, Infinity);
      at = end;
    }
  }
  return { free, double };
}

/** The [from, to) index ranges of equal neighbouring values. */
function* runs(values: readonly number[]): Generator<[number, number]> {
  for (let from = 0; from < values.length;) {
    let to = from + 1;
    while (to < values.length && values[to] === values[from]) to++;
    yield [from, to];
    from = to;
  }
}

/** Minutes of [start, end) within [lo, hi). */
function overlap(start: number, end: number, lo: number, hi: number): number {
  return Math.max(0, Math.min(end, hi) - Math.max(start, lo));
}

/** The approved split, when it still describes the entry (its minutes add up to the entry's). */
function keptSplit(e: PolicyEntry<unknown>, minutes: number): Minutes | null {
  const s = e.approved_split;
  if (!s) return null;
  const double = s.double_time_minutes ?? 0;
  if (s.regular_minutes < 0 || s.overtime_minutes < 0 || double < 0) return null;
  if (s.regular_minutes + s.overtime_minutes + double !== minutes) return null;
  return {
    regular_minutes: s.regular_minutes,
    overtime_minutes: s.overtime_minutes,
    double_time_minutes: double,
    total_minutes: minutes,
  };
}
