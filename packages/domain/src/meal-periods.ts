import { type Instant, toMs } from './instant.ts';
import type { OvertimePolicy } from './overtime-policy.ts';

/*
 * Meal periods (California Labor Code 512, docs/time-rules.md "Meal periods"): an employee who works
 * more than five hours in a workday is owed a meal period of at least 30 minutes that begins by the end
 * of the fifth hour of work, and one who works more than ten hours a second that begins by the end of
 * the tenth. The portal sees a meal period as a gap of 30 minutes or more between two of the day's
 * clocked shifts (a deducted break has no time of day, so it cannot show that the meal came in time).
 */

const MEAL_PERIOD_MINUTES = 30;
/** The hours of work by whose end the first and the second meal period must have begun. */
const MEAL_PERIOD_DEADLINES = [5 * 60, 10 * 60] as const;

const MINUTE_MS = 60_000;

/** Whether a policy owes meal periods: California's. */
function owesMealPeriods(policy: OvertimePolicy): boolean {
  return policy.preset === 'california';
}

export interface MealEntry<Id> {
  id: Id;
  employee_id: number;
  work_date: string;
  clock_in_at?: Instant | null;
  clock_out_at?: Instant | null;
  /** The policy of the entry's site when it has its own; otherwise the company's. */
  policy?: OvertimePolicy | null;
}

/**
 * How many meal periods each entry missed (0, 1 or 2): per employee and work date, the shifts in
 * clock-in order, their worked minutes (clock-in to clock-out, real elapsed time) counted from the
 * day's first; a meal period is a gap of 30 minutes or more before a shift. When the day's work passes
 * five hours with no meal period begun by the end of the fifth, the shift that worked on past it missed
 * one; when it passes ten hours with fewer than two begun by the end of the tenth, the shift that
 * worked on past it missed one. Only shifts under a policy that owes meal periods are flagged; open shifts and
 * shifts without clock times count no work.
 */
export function mealPeriodsMissed<Id>(
  entries: ReadonlyArray<MealEntry<Id>>,
  companyPolicy: OvertimePolicy,
): Map<Id, number> {
  const result = new Map<Id, number>();
  const days = new Map<string, { entry: MealEntry<Id>; start: number; end: number }[]>();
  for (const e of entries) {
    result.set(e.id, 0);
    if (e.clock_in_at == null || e.clock_out_at == null) continue;
    const start = Math.floor(toMs(e.clock_in_at) / MINUTE_MS);
    const end = Math.floor(toMs(e.clock_out_at) / MINUTE_MS);
    if (end <= start) continue;
    const key = `${e.employee_id}|${e.work_date}`;
    const day = days.get(key) ?? [];
    day.push({ entry: e, start, end });
    days.set(key, day);
  }
  for (const shifts of days.values()) {
    shifts.sort((a, b) => a.start - b.start);
    let worked = 0;
    let meals = 0;
    let lastEnd = -Infinity;
    for (const s of shifts) {
      if (s.start - lastEnd >= MEAL_PERIOD_MINUTES) meals += worked > 0 ? 1 : 0;
      const from = worked;
      worked += Math.max(0, s.end - Math.max(s.start, lastEnd));
      lastEnd = Math.max(lastEnd, s.end);
      if (!owesMealPeriods(s.entry.policy ?? companyPolicy)) continue;
      const missed = MEAL_PERIOD_DEADLINES.filter(
        (deadline, k) => from <= deadline && worked > deadline && meals < k + 1,
      ).length;
      result.set(s.entry.id, missed);
    }
  }
  return result;
}
