import { minutesBetween, type Instant } from './instant.ts';
import type { JobDefaults, RoundingSettings } from './rounding.ts';
import { hmsToMinutes, isUnset, secondsToHms, timeOfDayToSeconds } from './time-of-day.ts';
import { addDays, localDateTimeToInstant, type LocalDate } from './week.ts';

export interface Lateness {
  /** Minutes the clock-in is after the default start; 0 when on time or within the rounding window. */
  late_minutes: number;
  /** Minutes the clock-out is before the default stop; 0 when on time, within the window or open. */
  early_minutes: number;
}

/**
 * How late an entry began and how early it ended against its job's default start and stop (the
 * company's defaults when the job has none) on its work date. A clock-in within the after-clock-in
 * rounding window of the start is on time (the punch rounds to the start), and so is a clock-out
 * within the before-clock-out window of the stop; past the window, the whole difference counts. A stop
 * not after the start (hours across midnight) falls on the next day.
 */
export function lateness(
  entry: { work_date: LocalDate; clock_in_at: Instant; clock_out_at: Instant | null },
  settings: RoundingSettings,
  job?: JobDefaults | null,
): Lateness {
  const start = job?.default_job_start_time || settings.default_job_start_time;
  const stop = job?.default_job_end_time || settings.default_job_stop_time;
  const at = (time: string, date: LocalDate) =>
    localDateTimeToInstant(`${date} ${secondsToHms(timeOfDayToSeconds(time))}`, settings.time_zone);
  const past = (minutes: number, window: string) => (minutes > hmsToMinutes(window) ? minutes : 0);

  let late_minutes = 0;
  if (!isUnset(start)) {
    late_minutes = past(
      minutesBetween(at(start!, entry.work_date), entry.clock_in_at),
      settings.after_clock_in_rounding,
    );
  }
  let early_minutes = 0;
  if (!isUnset(stop) && entry.clock_out_at != null) {
    const overnight = !isUnset(start) && timeOfDayToSeconds(stop!) <= timeOfDayToSeconds(start!);
    const stopAt = at(stop!, overnight ? addDays(entry.work_date, 1) : entry.work_date);
    early_minutes = past(minutesBetween(entry.clock_out_at, stopAt), settings.before_clock_out_rounding);
  }
  return { late_minutes, early_minutes };
}
