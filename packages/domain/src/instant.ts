import { civilDays, digit, hasShape, shapeOf, twoDigits } from './date-digits.ts';
import { dayjs } from './dayjs.ts';

/** A point in time: an ISO string (a string without an offset is read as UTC) or epoch milliseconds. */
export type Instant = string | number;

export const MINUTE_MS = 60_000;

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

export function toMs(instant: Instant): number {
  let ms: number;
  if (typeof instant === 'number') ms = instant;
  else if (!Number.isNaN((ms = isoMs(instant)))) return ms;
  else if (HAS_ZONE.test(instant)) ms = Date.parse(instant);
  else ms = dayjs.utc(instant).valueOf();
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return ms;
}

const ISO_SHAPE = shapeOf('0000-00-00T00:00:00.000Z');

/**
 * Epoch ms of an instant in toIso's format, the one the database holds, as Date.parse reads it; NaN for
 * any other text, which Date.parse then reads. A grid reads tens of thousands of clock times a request,
 * and Date.parse takes several times as long.
 */
function isoMs(text: string): number {
  if (!hasShape(text, ISO_SHAPE)) return Number.NaN;
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  // Date.parse has its own rules for years before 100 and for the rest of these.
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return Number.NaN;
  const ms = digit(text, 20) * 100 + twoDigits(text, 21);
  return (((civilDays(year, month, day) * 24 + hour) * 60 + minute) * 60 + second) * 1000 + ms;
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
