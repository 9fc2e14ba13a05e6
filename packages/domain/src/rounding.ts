import { type Instant, MINUTE_MS, toIso, toMs } from './instant.ts';
import type { Settings } from './settings.ts';
import { hmsToMinutes, isUnset, secondsToHms, timeOfDayToSeconds } from './time-of-day.ts';
import { addDays, localDate, localDateTimeToInstant } from './week.ts';

const HALF_DAY_MS = 12 * 60 * MINUTE_MS;

export type RoundingSettings = Pick<
  Settings,
  | 'time_zone'
  | 'default_job_start_time'
  | 'default_job_stop_time'
  | 'before_clock_in_rounding'
  | 'after_clock_in_rounding'
  | 'before_clock_out_rounding'
  | 'after_clock_out_rounding'
>;

/** A job's own default hours; when unset the company's defaults from the settings apply. */
export interface JobDefaults {
  default_job_start_time?: string | null;
  default_job_end_time?: string | null;
}

interface RoundingWindow {
  /** Time of day to round to ('07:00:00'); unset means no rounding. */
  target: string | null | undefined;
  /** 'HH:mm:ss' before and after the target that still round to it. */
  before: string;
  after: string;
}

/**
 * `at` moved onto the nearest local occurrence of the target time when it lies within
 * [target - before, target + after]; otherwise `at` unchanged. The nearest occurrence may be on the
 * previous or next local day, so 23:58 rounds to a 00:00:00 target on the next day.
 * @internal roundClockIn's and roundClockOut's rounding, tested on its own.
 */
export function roundToTarget(at: Instant, window: RoundingWindow, tz: string): string {
  const ms = toMs(at);
  const before = hmsToMinutes(window.before) * MINUTE_MS;
  const after = hmsToMinutes(window.after) * MINUTE_MS;
  if (isUnset(window.target) || (before === 0 && after === 0)) return toIso(ms);
  const target = nearestOccurrence(ms, window.target!, tz);
  return toIso(ms >= target - before && ms <= target + after ? target : ms);
}

function nearestOccurrence(ms: number, timeOfDay: string, tz: string): number {
  const time = secondsToHms(timeOfDayToSeconds(timeOfDay));
  const onDay = (date: string) => toMs(localDateTimeToInstant(`${date} ${time}`, tz));
  const date = localDate(ms, tz);
  const sameDay = onDay(date);
  if (ms - sameDay > HALF_DAY_MS) return onDay(addDays(date, 1));
  if (sameDay - ms > HALF_DAY_MS) return onDay(addDays(date, -1));
  return sameDay;
}

/** Clock-in rounded to the job's default start time (the company's when the job has none). */
export function roundClockIn(at: Instant, settings: RoundingSettings, job?: JobDefaults | null): string {
  const target = job?.default_job_start_time || settings.default_job_start_time;
  const window = {
    target,
    before: settings.before_clock_in_rounding,
    after: settings.after_clock_in_rounding,
  };
  return roundToTarget(at, window, settings.time_zone);
}

/** Clock-out rounded to the job's default end time (the company's default stop time when none). */
export function roundClockOut(at: Instant, settings: RoundingSettings, job?: JobDefaults | null): string {
  const target = job?.default_job_end_time || settings.default_job_stop_time;
  const window = {
    target,
    before: settings.before_clock_out_rounding,
    after: settings.after_clock_out_rounding,
  };
  return roundToTarget(at, window, settings.time_zone);
}
