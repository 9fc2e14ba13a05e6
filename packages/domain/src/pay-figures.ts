import { entryHundredthsInOrder } from './hundredths.ts';
import { mealPeriodsMissed } from './meal-periods.ts';
import { OVERTIME_PRESETS } from './overtime-policy.ts';
import { entrySplits, type PaidEntry, type PayRules } from './overtime.ts';

/**
 * What is stored on each time entry when time is written (docs/time-rules.md, "Stored pay figures"):
 * its paid hours in hundredths of an hour, their regular, overtime (1.5x) and double-time parts, and
 * the same split in minutes (for files that carry hours and minutes), and the meal periods it missed
 * under California's policy (meal-periods.ts). Every screen and file adds these up: regular + overtime
 * + double time = paid.
 */
export const PAY_FIGURE_FIELDS = [
  'paid_hundredths',
  'regular_hundredths',
  'overtime_hundredths',
  'double_time_hundredths',
  'regular_minutes',
  'overtime_minutes',
  'double_time_minutes',
  'meal_periods_missed',
] as const;

export type PayFigures = Record<(typeof PAY_FIGURE_FIELDS)[number], number>;

/** An entry as payFigures reads it: a sub-contractor worker's (no overtime) or an employee's. */
export interface FiguredEntry<Id> extends PaidEntry<Id> {
  /** Sub-contractor workers are paid by their companies: no overtime, no kept split (decision 004). */
  subcontractor: boolean;
}

/**
 * A work week no one can fill (9,999 hours): sub-contractor workers' hours are all regular, and each
 * worker-week is rounded once like an employee-week, so the sheet, the detail and the report add up
 * the same figures.
 */
const NO_OVERTIME = '9999:00:00';

/**
 * The pay figures of every entry given, by id: per employee (or sub-contractor worker) and workweek,
 * the regular / overtime / double-time split under the company's overtime policy and each entry's
 * site's (entrySplits: an approved entry keeps its split, a Sunday night shift's hours after midnight
 * count in the next workweek) rounded once per week (entryHundredthsInOrder). Give it
 * every live entry of the weeks whose figures are wanted and of the week before and after each of
 * them: a week's figures read the shifts that run into it from the week before and the regular time
 * the next week's approved entries hold.
 */
export function payFigures<Id>(
  entries: ReadonlyArray<FiguredEntry<Id>>,
  rules: PayRules,
): Map<Id, PayFigures> {
  const result = new Map<Id, PayFigures>();
  const own = entries.filter((e) => !e.subcontractor);
  const workers = entries
    .filter((e) => e.subcontractor)
    .map((e) => ({ ...e, approved_split: null, policy: null }));
  const groups: [ReadonlyArray<PaidEntry<Id>>, PayRules][] = [
    [own, rules],
    [workers, { time_zone: rules.time_zone, regular_time: NO_OVERTIME, overtime_policy: null }],
  ];
  for (const [list, groupRules] of groups) {
    if (list.length === 0) continue;
    const splits = entrySplits(list, groupRules);
    const { total, overtime, double } = entryHundredthsInOrder(list, groupRules);
    // Sub-contractor workers are owed their meal periods by their own companies.
    const meals = mealPeriodsMissed(list, groupRules.overtime_policy ?? OVERTIME_PRESETS.federal);
    list.forEach((e, i) => {
      const split = splits.get(e.id)!;
      result.set(e.id, {
        paid_hundredths: total[i]!,
        regular_hundredths: total[i]! - overtime[i]! - double[i]!,
        overtime_hundredths: overtime[i]!,
        double_time_hundredths: double[i]!,
        regular_minutes: split.regular_minutes,
        overtime_minutes: split.overtime_minutes,
        double_time_minutes: split.double_time_minutes,
        meal_periods_missed: meals.get(e.id)!,
      });
    });
  }
  return result;
}

/** Whether two entries' figures are the same, field by field. */
export function samePayFigures(a: PayFigures, b: PayFigures): boolean {
  return PAY_FIGURE_FIELDS.every((k) => Number(a[k]) === Number(b[k]));
}
