import { civilDays, hasShape, shapeOf, twoDigits } from './date-digits.ts';
import { type Instant, MINUTE_MS, toIso, toMs } from './instant.ts';

export type DayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const DAY_KEYS: readonly DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A calendar date 'YYYY-MM-DD' with no zone. */
export type LocalDate = string;

export interface Week {
  start: LocalDate;
  end: LocalDate;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:\s*([AaPp])[Mm])?$/;
const DAY_MS = 24 * 60 * MINUTE_MS;

export function isLocalDate(value: string): boolean {
  return !Number.isNaN(daysOf(value));
}

function sameCalendar(ms: number, year: number, month: number, day: number): boolean {
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const DATE_SHAPE = shapeOf('0000-00-00');
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * Days since 1970-01-01 of a real 'YYYY-MM-DD' date of the year 100 or later, read from its digits;
 * NaN for anything else. The pay rules order and group tens of thousands of entries by their day.
 */
function daysOf(date: string): number {
  if (!hasShape(date, DATE_SHAPE)) return Number.NaN;
  const year = twoDigits(date, 0) * 100 + twoDigits(date, 2);
  const month = twoDigits(date, 5);
  const day = twoDigits(date, 8);
  const monthDays = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (year < 100 || monthDays === undefined || day < 1 || day > monthDays) return Number.NaN;
  return civilDays(year, month, day);
}

/** Days since 1970-01-01 of a date; a RangeError for anything but a real date (isLocalDate). */
export function dayNumber(date: LocalDate): number {
  const days = daysOf(date);
  if (Number.isNaN(days)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return days;
}

/** The day number of the Monday of a day's week (1970-01-01, day 0, was a Thursday). */
export const mondayOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

const dateToUtcMs = (date: LocalDate): number => dayNumber(date) * DAY_MS;

const utcMsToDate = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: LocalDate, days: number): LocalDate {
  return utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
}

/** 0 for Monday .. 6 for Sunday. */
const isoDayIndex = (date: LocalDate) => (new Date(dateToUtcMs(date)).getUTCDay() + 6) % 7;

export function dayKey(date: LocalDate): DayKey {
  return DAY_KEYS[isoDayIndex(date)]!;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One cached formatter per zone. dayjs's `.tz()` builds a new one on every call (about 0.5 ms), which
 * is too slow for a week of entries; this is the technique dayjs uses inside `dayjs.tz(text, zone)`.
 */
function zoneFormatter(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, formatter);
  }
  return formatter;
}

const HOUR_MS = 60 * MINUTE_MS;

/**
 * Each zone's offset by hour (epoch ms of its start), or null for an hour the offset changes in. The
 * same offset at both ends of an hour holds throughout it: zones change offset months apart.
 */
const hourOffsets = new Map<string, Map<number, number | null>>();

/**
 * Minutes the zone is ahead of UTC at this instant (New York: -300 in winter, -240 in summer).
 * @internal The benchmark groups its days by their offsets with it.
 */
export function zoneOffsetMinutes(instant: Instant, tz: string): number {
  const ms = Math.floor(toMs(instant) / 1000) * 1000;
  const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
  let zone = hourOffsets.get(tz);
  if (!zone) {
    zone = new Map();
    hourOffsets.set(tz, zone);
  }
  let offset = zone.get(hour);
  if (offset === undefined) {
    const first = offsetAt(hour, tz);
    offset = first === offsetAt(hour + HOUR_MS - 1000, tz) ? first : null;
    if (zone.size >= 100_000) zone.clear();
    zone.set(hour, offset);
  }
  return offset ?? offsetAt(ms, tz);
}

/** The zone's offset at a whole second, from its wall clock. */
function offsetAt(ms: number, tz: string): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of zoneFormatter(tz).formatToParts(ms)) parts[type] = Number(value);
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return Math.round((wall - ms) / MINUTE_MS);
}

/** The zone's wall clock at the instant, as a Date whose UTC fields read the wall clock. */
function wallClock(instant: Instant, tz: string): Date {
  const ms = toMs(instant);
  return new Date(ms + zoneOffsetMinutes(ms, tz) * MINUTE_MS);
}

export function localDate(instant: Instant, tz: string): LocalDate {
  return wallClock(instant, tz).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' on the zone's wall clock. */
export function localDateTime(instant: Instant, tz: string): string {
  return wallClock(instant, tz).toISOString().slice(0, 19).replace('T', ' ');
}

/** Seconds after local midnight on the wall clock (02:30 reads 9000 even on a DST day). */
export function localSecondsOfDay(instant: Instant, tz: string): number {
  const wall = wallClock(instant, tz);
  return wall.getUTCHours() * 3600 + wall.getUTCMinutes() * 60 + wall.getUTCSeconds();
}

/**
 * The instant of a wall-clock time in the zone. Takes 'YYYY-MM-DD HH:mm[:ss]' (or with 'T') and the
 * API's 'YYYY-MM-DD hh:mm:ss a'. In the spring-forward gap the time is read with the offset before the
 * change (02:30 becomes 03:30 EDT); in the fall-back hour the first occurrence is taken (01:30 EDT).
 */
export function localDateTimeToInstant(value: string, tz: string): string {
  const wallMs = parseWallClock(value);
  const before = zoneOffsetMinutes(wallMs - DAY_MS, tz);
  const after = zoneOffsetMinutes(wallMs + DAY_MS, tz);
  const valid = [before, after]
    .map((offset) => wallMs - offset * MINUTE_MS)
    .filter((ms) => zoneOffsetMinutes(ms, tz) * MINUTE_MS === wallMs - ms);
  return toIso(valid.length > 0 ? Math.min(...valid) : wallMs - before * MINUTE_MS);
}

/** The wall-clock value read as if it were UTC, in epoch milliseconds. */
function parseWallClock(value: string): number {
  const m = LOCAL_DATE_TIME.exec(value.trim());
  if (!m) throw new RangeError(`Not a local date-time: ${value}`);
  const [year, month, day, minute, second] = [+m[1]!, +m[2]!, +m[3]!, +m[5]!, +(m[6] ?? 0)];
  let hour = +m[4]!;
  const meridiem = m[7]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) throw new RangeError(`Not a 12-hour time: ${value}`);
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  if (hour > 23 || second > 59 || minute > 59 || !sameCalendar(ms, year, month, day)) {
    throw new RangeError(`Not a local date-time: ${value}`);
  }
  return ms;
}

/** The instant the local day begins (usually midnight; the first valid minute on a DST day). */
export function startOfLocalDay(date: LocalDate, tz: string): string {
  dayNumber(date); // a RangeError for anything but a real date
  return localDateTimeToInstant(`${date} 00:00:00`, tz);
}

const weeksOfDates = new Map<LocalDate, Week>();

/**
 * Monday to Sunday of the week holding a calendar date. Worked out once per date: the grid and the
 * overtime split ask for the same few dates thousands of times a request.
 */
export function weekOfDate(date: LocalDate): Week {
  let week = weeksOfDates.get(date);
  if (!week) {
    const start = addDays(date, -isoDayIndex(date));
    week = Object.freeze({ start, end: addDays(start, 6) });
    if (weeksOfDates.size >= 10_000) weeksOfDates.clear();
    weeksOfDates.set(date, week);
  }
  return week;
}

/** Monday to Sunday week, in the company's zone, of an instant or of a 'YYYY-MM-DD' date. */
export function weekOf(instantOrDate: Instant, tz: string): Week {
  const date =
    typeof instantOrDate === 'string' && DATE.test(instantOrDate)
      ? instantOrDate
      : localDate(instantOrDate, tz);
  return weekOfDate(date);
}

/** The seven days of the week that starts on `start` (a Monday), keyed mon..sun. */
const weekDaysCache = new Map<LocalDate, ReadonlyArray<{ key: DayKey; date: LocalDate }>>();

/** The seven days of the week starting on that Monday (computed once per week, then shared). */
export function weekDays(start: LocalDate): ReadonlyArray<{ key: DayKey; date: LocalDate }> {
  let days = weekDaysCache.get(start);
  if (!days) {
    if (dayKey(start) !== 'mon') throw new RangeError(`A week starts on a Monday: ${start}`);
    days = Object.freeze(DAY_KEYS.map((key, i) => Object.freeze({ key, date: addDays(start, i) })));
    if (weekDaysCache.size > 1000) weekDaysCache.clear();
    weekDaysCache.set(start, days);
  }
  return days;
}
