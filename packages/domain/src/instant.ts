import { dayjs } from './dayjs.ts';

/** A point in time: an ISO string (a string without an offset is read as UTC) or epoch milliseconds. */
export type Instant = string | number;

export const MINUTE_MS = 60_000;

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

export function toMs(instant: Instant): number {
  let ms: number;
  if (typeof instant === 'number') ms = instant;
  else if (HAS_ZONE.test(instant)) ms = Date.parse(instant);
  else ms = dayjs.utc(instant).valueOf();
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return ms;
}

/** The instant as `Date#toISOString()` ('2024-03-04T12:00:00.000Z'): the one format the rules return. */
export function toIso(instant: Instant): string {
  return new Date(toMs(instant)).toISOString();
}

export function addMinutes(instant: Instant, minutes: number): string {
  return toIso(toMs(instant) + minutes * MINUTE_MS);
}

/**
 * Whole minutes from `from` to `to` as a clock shows them: both instants are cut to the minute first,
 * so 07:00:30 -> 15:30:10 is 510 minutes, like the pickers' 07:00 -> 15:30. Real elapsed time, so a
 * DST change or midnight in between counts what actually passed. Negative when `to` is earlier.
 */
export function minutesBetween(from: Instant, to: Instant): number {
  return Math.floor(toMs(to) / MINUTE_MS) - Math.floor(toMs(from) / MINUTE_MS);
}
