import type { Instant } from './instant.ts';
import type { Settings } from './settings.ts';
import { isUnset, parseHms, secondsToHms, timeOfDayToSeconds } from './time-of-day.ts';
import { addDays, localDate, localDateTimeToInstant, localSecondsOfDay } from './week.ts';

/** @internal The shift codes, as the tests compare shiftOf with them. */
export const DAY_SHIFT = 1;
/** @internal */
export const NIGHT_SHIFT = 2;
export type Shift = typeof DAY_SHIFT | typeof NIGHT_SHIFT;

export type NightShiftSettings = Pick<
  Settings,
  'time_zone' | 'night_shift_check_time' | 'next_day_clock_out_rounding_time'
>;

/** An unset or 00:00:00 time of day switches the rule off (midnight would make every entry a night one). */
function activeTimeOfDay(value: string | null | undefined): number | null {
  if (isUnset(value) || parseHms(value) === 0) return null;
  return timeOfDayToSeconds(value!);
}

/**
 * A night-shift entry starts at or after the check time on the local wall clock. Only the clock-in
 * decides: an early-morning clock-in (00:00 up to the check time) is a day-shift entry on its own date.
 * @internal shiftOf's and the deadline's rule, tested on its own.
 */
export function isNightShift(clockIn: Instant, settings: NightShiftSettings): boolean {
  const check = activeTimeOfDay(settings.night_shift_check_time);
  return check !== null && localSecondsOfDay(clockIn, settings.time_zone) >= check;
}

export function shiftOf(clockIn: Instant, settings: NightShiftSettings): Shift {
  return isNightShift(clockIn, settings) ? NIGHT_SHIFT : DAY_SHIFT;
}

/**
 * Latest clock-out of a night-shift entry: `next_day_clock_out_rounding_time` on the local day after
 * the clock-in. Null for a day-shift entry or when the setting is unset (only the split threshold caps).
 */
export function nightShiftClockOutDeadline(clockIn: Instant, settings: NightShiftSettings): string | null {
  const bound = activeTimeOfDay(settings.next_day_clock_out_rounding_time);
  if (bound === null || !isNightShift(clockIn, settings)) return null;
  const nextDay = addDays(localDate(clockIn, settings.time_zone), 1);
  return localDateTimeToInstant(`${nextDay} ${secondsToHms(bound)}`, settings.time_zone);
}
