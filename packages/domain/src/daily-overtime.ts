import type { OvertimePolicy } from './overtime-policy.ts';

/*
 * The daily part of an overtime policy (docs/time-rules.md, "Overtime policies"): the minutes of a
 * workday past its thresholds, and those of the seventh consecutive day of a workweek. The weekly
 * threshold then fills what they left regular (overtime.ts).
 */

/** One employee's entries as the daily rules read them, in pay order (work day, clock-in, id). */
export interface DailyEntries {
  /** Each entry's work date and its workweek's Monday, as day numbers. */
  day: readonly number[];
  monday: readonly number[];
  /** Paid minutes (never negative). */
  paid: readonly number[];
  /** Each entry's policy (its site's, or the company's). */
  policy: readonly OvertimePolicy[];
  /** Whether an approved entry keeps its split: it holds its day's first minutes, whatever they were. */
  kept: readonly boolean[];
}

/**
 * Each un-kept entry's minutes left regular by the daily thresholds (`free`) and its double time, the
 * rest being daily overtime. A work date's kept entries hold its first minutes; the others follow in
 * pay order, each measured against its own policy's thresholds (a day at two sites counts all its
 * minutes). On the seventh day of a workweek worked every day, under a policy with the rule on,
 * overtime starts at the first minute and double time at the daily overtime threshold.
 */
export function dailyPremiums(e: DailyEntries): { free: number[]; double: number[] } {
  const free = [...e.paid];
  const double = e.paid.map(() => 0);
  const seventh = seventhDays(e);
  for (const [from, to] of runs(e.day)) {
    let at = 0;
    for (let i = from; i < to; i++) if (e.kept[i]) at += e.paid[i]!;
    for (let i = from; i < to; i++) {
      if (e.kept[i]) continue;
      const policy = e.policy[i]!;
      const isSeventh = policy.seventh_day && seventh.has(e.day[i]!);
      const overtimeFrom = isSeventh ? 0 : (policy.daily_overtime_minutes ?? Infinity);
      const doubleFrom =
        (isSeventh ? policy.daily_overtime_minutes : policy.daily_double_time_minutes) ?? Infinity;
      const end = at + e.paid[i]!;
      free[i] = overlap(at, end, 0, Math.min(overtimeFrom, doubleFrom));
      double[i] = overlap(at, end, doubleFrom, Infinity);
      at = end;
    }
  }
  return { free, double };
}

/** The Sundays (day numbers) of the workweeks in which every day has paid time. */
function seventhDays(e: DailyEntries): Set<number> {
  const result = new Set<number>();
  for (const [from, to] of runs(e.monday)) {
    const worked = new Set<number>();
    for (let i = from; i < to; i++) if (e.paid[i]! > 0) worked.add(e.day[i]!);
    if (worked.size === 7) result.add(e.monday[from]! + 6);
  }
  return result;
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
