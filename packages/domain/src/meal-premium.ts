import { type Instant, toMs } from './instant.ts';

/*
 * The meal premium (California Labor Code 226.7(c), docs/time-rules.md "Meal periods"): an employer
 * that does not provide a meal period owes one additional hour of pay at the regular rate for each
 * workday it was not provided, whatever the number missed that day. The portal pays it when the clerk
 * marks it owed on an entry that missed a meal period (meal-periods.ts counts them).
 */

/** The premium of a workday, in hours: one, whatever the number of meal periods missed. */
export const MEAL_PREMIUM_HOURS = 1;

export interface PremiumEntry {
  id: number;
  employee_id: number;
  work_date: string;
  /** The day's premium goes with its earliest owed entry. */
  clock_in_at: Instant;
  meal_periods_missed: number;
  /** 1 (or true) when the clerk marked the premium owed. */
  meal_premium_owed: number | boolean;
}

/**
 * Whether an entry's premium is owed: marked owed, and still missing a meal period (a correction that
 * gave the shift its meal leaves the mark without effect; it counts again should the flag come back).
 * @internal Tested on its own; mealPremiumDays is what the files use.
 */
export const owesMealPremium = (e: PremiumEntry): boolean =>
  (e.meal_premium_owed === true || e.meal_premium_owed === 1) && e.meal_periods_missed > 0;

/**
 * The entries that carry a premium: per employee and work date with an entry that owes one, the
 * earliest such entry (by clock-in, then id), once: the premium line goes with its job. In the order
 * of the days' first appearance in `entries`.
 */
export function mealPremiumDays<E extends PremiumEntry>(entries: readonly E[]): E[] {
  const days = new Map<string, E>();
  const before = (a: E, b: E) => toMs(a.clock_in_at) - toMs(b.clock_in_at) || a.id - b.id;
  for (const e of entries) {
    if (!owesMealPremium(e)) continue;
    const key = `${e.employee_id}|${e.work_date}`;
    const first = days.get(key);
    if (!first || before(e, first) < 0) days.set(key, e);
  }
  return [...days.values()];
}
