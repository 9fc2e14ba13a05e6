/** 'H:mm' or 'H:mm:ss'; hours may exceed 24 for durations ('40:00:00'). */
const HMS = /^(\d{1,4}):([0-5]\d)(?::([0-5]\d))?$/;

const DEFAULT_SPLIT_THRESHOLD_MINUTES = 15 * 60;

type MaybeText = string | null | undefined;

/** Seconds in an 'HH:mm:ss' (or 'HH:mm') value, or null when it is not one. */
export function parseHms(value: MaybeText): number | null {
  const match = value == null ? null : HMS.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

export function isUnset(value: MaybeText): boolean {
  return value == null || value.trim() === '';
}

/** Duration setting in seconds. Unset or empty is 0 (the rule is off); a malformed value throws. */
export function hmsToSeconds(value: MaybeText): number {
  if (isUnset(value)) return 0;
  const seconds = parseHms(value);
  if (seconds === null) throw new RangeError(`Not an HH:mm:ss value: ${String(value)}`);
  return seconds;
}

/** Duration setting in whole minutes (seconds are dropped). Unset or empty is 0. */
export function hmsToMinutes(value: MaybeText): number {
  return Math.floor(hmsToSeconds(value) / 60);
}

/** A time of day ('07:00:00') in seconds after midnight; must be below 24:00:00. */
export function timeOfDayToSeconds(value: string): number {
  const seconds = parseHms(value);
  if (seconds === null || seconds >= 24 * 3600) throw new RangeError(`Not a time of day: ${value}`);
  return seconds;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm:ss' for a duration; hours grow past 24 ('40:00:00'). */
export function secondsToHms(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds < 0) throw new RangeError(`Not a duration: ${seconds}`);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * 'HH:mm:ss' of a time of day; wraps around midnight (1500 minutes is '01:00:00').
 * @internal The benchmark writes its punches' clock times with it.
 */
export function minutesToTimeOfDay(minutes: number): string {
  const day = 24 * 60;
  return secondsToHms(Math.floor(((minutes % day) + day) % day) * 60);
}

/**
 * The longest one entry may be and the per-day limit. 15:00:00 when unset, empty, zero or unreadable:
 * this value caps every clock-out, so a broken setting must fall back rather than break the timesheet.
 */
export function splitThresholdMinutes(value: MaybeText): number {
  const seconds = parseHms(value);
  return seconds === null || seconds < 60 ? DEFAULT_SPLIT_THRESHOLD_MINUTES : Math.floor(seconds / 60);
}

/** Hours with one decimal as the timesheets show them: 510 -> '8.5', 21 -> '0.4' (half rounds up). */
export function formatHours(minutes: number): string {
  return (Math.round(minutes / 6) / 10).toFixed(1);
}

/**
 * Hours as the API gives them (to the hundredth) with one decimal, half up, as formatHours shows
 * minutes: 1.15 -> '1.2', 0.35 (21 minutes) -> '0.4'. Number#toFixed would give 1.1 and 0.3: it rounds
 * the binary value, which lies just below the half.
 */
export function formatHourValue(hours: number): string {
  const hundredths = Math.round(hours * 100);
  return (Math.floor((hundredths + 5) / 10) / 10).toFixed(1);
}

/** Hours for a message such as the per-day limit: 900 -> '15', 930 -> '15.5'. */
export function formatLimitHours(minutes: number): string {
  return String(Math.round(minutes / 6) / 10);
}
