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
