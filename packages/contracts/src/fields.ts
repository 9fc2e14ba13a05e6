import { isLocalDate as isCalendarDay } from '@portal/domain/week';
import { z } from 'zod';

/**
 * Bounds every request field shares: a calendar date the portal can work with, and a size for each
 * string and list, so no call stores a megabyte name or sends more ids than one SQL statement takes.
 */

export const FIELD_MSG = {
  dateFormat: 'Dates are YYYY-MM-DD.',
  dateRange: 'Pick a real date between 1900-01-01 and 2100-12-31.',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooMany: (max: number) => `At most ${max} items.`,
  controlCharacter: 'Remove the control characters (such as NUL) from this field.',
  formatCharacter: 'Remove the invisible or text-direction characters (such as U+202E) from this field.',
  tooDeep: (max: number) => `Lists and objects may be nested at most ${max} levels deep.`,
} as const;

/** Sizes of the usual fields: names and titles, longer free text, codes, addresses and secrets. */
export const MAX = {
  name: 200,
  location: 500,
  note: 500,
  description: 5000,
  search: 200,
  code: 64,
  email: 254,
  phone: 32,
  password: 256,
  token: 256,
  /** Ids or entries of one bulk call (approve, swap, delete, add). */
  batch: 500,
  /** Recipients of one notification or meeting: a whole large crew. */
  recipients: 5000,
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day that exists in the calendar (the domain's rule), from 1900-01-01 to 2100-12-31. */
function isLocalDate(value: string): boolean {
  return isCalendarDay(value) && value >= '1900-01-01' && value <= '2100-12-31';
}

/** True when a date-time string starts with a real calendar day in range ('2025-02-30 07:00' is not). */
export const startsWithLocalDate = (value: string) => isLocalDate(value.slice(0, 10));

/**
 * 'YYYY-MM-DD', a real day from 1900 to 2100. Both checks abort, so a rule refined on top of it (a
 * Monday, a week) only ever sees a real day.
 */
export const localDate = z
  .string()
  .regex(DATE, { message: FIELD_MSG.dateFormat, abort: true })
  .refine(isLocalDate, { message: FIELD_MSG.dateRange, abort: true });

/** Compared only when both are dates: a malformed one already has its own message. */
export const endNotBeforeStart = (q: { start_date: string; end_date: string }) =>
  !(isLocalDate(q.start_date) && isLocalDate(q.end_date)) || q.start_date <= q.end_date;

/** A string of at most `max` characters. */
export const text = (max: number, params?: { error: string }) =>
  z.string(params).max(max, FIELD_MSG.tooLong(max));

/** A required string, trimmed, of at most `max` characters. */
export const requiredText = (message: string, max: number = MAX.name) =>
  z.string({ error: message }).trim().min(1, message).max(max, FIELD_MSG.tooLong(max));

/** A list of at most `max` items. */
export const list = <T extends z.ZodType>(item: T, max: number = MAX.batch, params?: { error: string }) =>
  z.array(item, params).max(max, FIELD_MSG.tooMany(max));
