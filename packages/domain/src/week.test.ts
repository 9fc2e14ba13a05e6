import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKey,
  dayNumber,
  isLocalDate,
  localDate,
  localDateTime,
  localDateTimeToInstant,
  localSecondsOfDay,
  startOfLocalDay,
  weekDays,
  weekOf,
  zoneOffsetMinutes,
} from './week.ts';

const NY = 'America/New_York';

describe('localDate', () => {
  it.each([
    {
      name: 'one minute before midnight in winter',
      instant: '2024-03-04T04:59:00Z',
      tz: NY,
      date: '2024-03-03',
    },
    { name: 'midnight in winter', instant: '2024-03-04T05:00:00Z', tz: NY, date: '2024-03-04' },
    {
      name: 'one minute before midnight in summer',
      instant: '2024-07-01T03:59:00Z',
      tz: NY,
      date: '2024-06-30',
    },
    { name: 'midnight in summer', instant: '2024-07-01T04:00:00Z', tz: NY, date: '2024-07-01' },
    { name: 'epoch milliseconds', instant: Date.UTC(2024, 2, 4, 4, 59), tz: NY, date: '2024-03-03' },
    { name: 'a string with an offset', instant: '2024-03-04T00:30:00-05:00', tz: NY, date: '2024-03-04' },
    {
      name: 'a string without a zone, read as UTC',
      instant: '2024-03-04 03:00:00',
      tz: NY,
      date: '2024-03-03',
    },
    { name: 'a half-hour zone', instant: '2024-03-03T18:30:00Z', tz: 'Asia/Kolkata', date: '2024-03-04' },
    { name: 'UTC', instant: '2024-03-03T23:59:59Z', tz: 'UTC', date: '2024-03-03' },
  ])('gives the local date for $name', ({ instant, tz, date }) => {
    expect(localDate(instant, tz)).toBe(date);
  });

  it('refuses an unreadable instant', () => {
    expect(() => localDate('yesterday', NY)).toThrow(RangeError);
  });
});

describe('localDateTime and localSecondsOfDay', () => {
  it.each([
    {
      name: 'first 01:30 of the fall-back night (EDT)',
      instant: '2024-11-03T05:30:00Z',
      local: '2024-11-03 01:30:00',
    },
    {
      name: 'second 01:30 of the fall-back night (EST)',
      instant: '2024-11-03T06:30:00Z',
      local: '2024-11-03 01:30:00',
    },
    {
      name: 'last minute before spring forward',
      instant: '2024-03-10T06:59:00Z',
      local: '2024-03-10 01:59:00',
    },
    {
      name: 'first minute after spring forward',
      instant: '2024-03-10T07:00:00Z',
      local: '2024-03-10 03:00:00',
    },
  ])('shows the wall clock at the $name', ({ instant, local }) => {
    expect(localDateTime(instant, NY)).toBe(local);
    const [h, m] = local.slice(11).split(':').map(Number);
    expect(localSecondsOfDay(instant, NY)).toBe(h! * 3600 + m! * 60);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    { instant: '2024-01-15T12:00:00Z', tz: NY, offset: -300 },
    { instant: '2024-07-15T12:00:00Z', tz: NY, offset: -240 },
    { instant: '2024-07-15T12:00:00Z', tz: 'Asia/Kolkata', offset: 330 },
    { instant: '2024-07-15T12:00:00Z', tz: 'UTC', offset: 0 },
    // Either side of a change, on the hour and within an hour (St. John's changes at 05:30 UTC).
    { instant: '2024-03-10T06:59:59Z', tz: NY, offset: -300 },
    { instant: '2024-03-10T07:00:00Z', tz: NY, offset: -240 },
    { instant: '2024-03-10T05:00:00Z', tz: 'America/St_Johns', offset: -210 },
    { instant: '2024-03-10T05:29:59Z', tz: 'America/St_Johns', offset: -210 },
    { instant: '2024-03-10T05:30:00Z', tz: 'America/St_Johns', offset: -150 },
    { instant: '2024-03-10T05:59:59Z', tz: 'America/St_Johns', offset: -150 },
  ])('is $offset minutes in $tz at $instant', ({ instant, tz, offset }) => {
    expect(zoneOffsetMinutes(instant, tz)).toBe(offset);
  });
});

describe('localDateTimeToInstant', () => {
  it.each([
    { name: 'a winter morning', local: '2024-03-04 07:00:00', tz: NY, instant: '2024-03-04T12:00:00.000Z' },
    { name: 'a summer morning', local: '2024-07-01 07:00:00', tz: NY, instant: '2024-07-01T11:00:00.000Z' },
    {
      name: 'just before spring forward',
      local: '2024-03-10 01:59:00',
      tz: NY,
      instant: '2024-03-10T06:59:00.000Z',
    },
    {
      name: 'a time skipped by spring forward',
      local: '2024-03-10 02:30:00',
      tz: NY,
      instant: '2024-03-10T07:30:00.000Z',
    },
    {
      name: 'the first time after spring forward',
      local: '2024-03-10 03:00:00',
      tz: NY,
      instant: '2024-03-10T07:00:00.000Z',
    },
    {
      name: 'a time repeated by fall back (first taken)',
      local: '2024-11-03 01:30:00',
      tz: NY,
      instant: '2024-11-03T05:30:00.000Z',
    },
    {
      name: 'just before the repeated hour',
      local: '2024-11-03 00:59:00',
      tz: NY,
      instant: '2024-11-03T04:59:00.000Z',
    },
    {
      name: 'just after the repeated hour',
      local: '2024-11-03 02:00:00',
      tz: NY,
      instant: '2024-11-03T07:00:00.000Z',
    },
    {
      name: 'the API 12-hour form, evening',
      local: '2024-03-04 07:00:00 pm',
      tz: NY,
      instant: '2024-03-05T00:00:00.000Z',
    },
    {
      name: 'the API 12-hour form, midnight',
      local: '2024-03-04 12:00:00 AM',
      tz: NY,
      instant: '2024-03-04T05:00:00.000Z',
    },
    {
      name: 'the API 12-hour form, noon',
      local: '2024-03-04 12:30:00 PM',
      tz: NY,
      instant: '2024-03-04T17:30:00.000Z',
    },
    {
      name: 'an ISO-like form without seconds',
      local: '2024-03-04T07:00',
      tz: NY,
      instant: '2024-03-04T12:00:00.000Z',
    },
    { name: 'UTC', local: '2024-03-04 00:00:00', tz: 'UTC', instant: '2024-03-04T00:00:00.000Z' },
    {
      name: 'a half-hour zone',
      local: '2024-03-04 00:00:00',
      tz: 'Asia/Kolkata',
      instant: '2024-03-03T18:30:00.000Z',
    },
    {
      name: 'a London time skipped by BST',
      local: '2024-03-31 01:30:00',
      tz: 'Europe/London',
      instant: '2024-03-31T01:30:00.000Z',
    },
  ])('finds the instant of $name', ({ local, tz, instant }) => {
    expect(localDateTimeToInstant(local, tz)).toBe(instant);
  });

  it.each(['2024-02-30 07:00:00', '2024-03-04 24:00:00', '2024-03-04 13:00:00 pm', '03/04/2024 07:00', ''])(
    'refuses %j',
    (local) => {
      expect(() => localDateTimeToInstant(local, NY)).toThrow(RangeError);
    },
  );

  it('refuses an unknown zone', () => {
    expect(() => localDateTimeToInstant('2024-03-04 07:00:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('startOfLocalDay', () => {
  it.each([
    { date: '2024-03-04', tz: NY, instant: '2024-03-04T05:00:00.000Z' },
    { date: '2024-03-10', tz: NY, instant: '2024-03-10T05:00:00.000Z' },
    { date: '2024-11-03', tz: NY, instant: '2024-11-03T04:00:00.000Z' },
    { date: '2024-09-08', tz: 'America/Santiago', instant: '2024-09-08T04:00:00.000Z' },
  ])('starts $date in $tz at $instant', ({ date, tz, instant }) => {
    expect(startOfLocalDay(date, tz)).toBe(instant);
  });
});

describe('weekOf', () => {
  it.each([
    { name: 'a Monday date', value: '2024-03-04', start: '2024-03-04', end: '2024-03-10' },
    { name: 'a Sunday date', value: '2024-03-10', start: '2024-03-04', end: '2024-03-10' },
    {
      name: 'Sunday 23:59 local (Monday in UTC)',
      value: '2024-03-11T03:59:00Z',
      start: '2024-03-04',
      end: '2024-03-10',
    },
    { name: 'Monday 00:00 local', value: '2024-03-11T04:00:00Z', start: '2024-03-11', end: '2024-03-17' },
    {
      name: 'Sunday night after fall back',
      value: '2024-11-04T04:59:00Z',
      start: '2024-10-28',
      end: '2024-11-03',
    },
    { name: 'a week across new year', value: '2024-12-31', start: '2024-12-30', end: '2025-01-05' },
    { name: 'a leap day', value: '2024-02-29', start: '2024-02-26', end: '2024-03-03' },
    { name: 'epoch milliseconds', value: Date.UTC(2024, 2, 4, 4, 0), start: '2024-02-26', end: '2024-03-03' },
  ])('runs Monday to Sunday for $name', ({ value, start, end }) => {
    expect(weekOf(value, NY)).toEqual({ start, end });
  });
});

describe('dayKey', () => {
  it.each([
    { date: '2024-03-04', key: 'mon' },
    { date: '2024-03-05', key: 'tue' },
    { date: '2024-03-06', key: 'wed' },
    { date: '2024-03-07', key: 'thu' },
    { date: '2024-03-08', key: 'fri' },
    { date: '2024-03-09', key: 'sat' },
    { date: '2024-03-10', key: 'sun' },
    { date: '2024-02-29', key: 'thu' },
    { date: '2025-01-01', key: 'wed' },
  ])('names $date $key', ({ date, key }) => {
    expect(dayKey(date)).toBe(key);
  });
});

describe('weekDays', () => {
  it('lists mon..sun with their dates', () => {
    expect(weekDays('2024-02-26')).toEqual([
      { key: 'mon', date: '2024-02-26' },
      { key: 'tue', date: '2024-02-27' },
      { key: 'wed', date: '2024-02-28' },
      { key: 'thu', date: '2024-02-29' },
      { key: 'fri', date: '2024-03-01' },
      { key: 'sat', date: '2024-03-02' },
      { key: 'sun', date: '2024-03-03' },
    ]);
  });

  it('refuses a week that does not start on a Monday', () => {
    expect(() => weekDays('2024-03-05')).toThrow(RangeError);
  });
});

describe('addDays and isLocalDate', () => {
  it.each([
    { date: '2024-02-28', days: 1, result: '2024-02-29' },
    { date: '2023-02-28', days: 1, result: '2023-03-01' },
    { date: '2024-12-31', days: 1, result: '2025-01-01' },
    { date: '2024-03-01', days: -1, result: '2024-02-29' },
    { date: '2024-03-09', days: 2, result: '2024-03-11' },
  ])('moves $date by $days days to $result', ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    { value: '2024-02-29', valid: true },
    { value: '2023-02-29', valid: false },
    { value: '2024-13-01', valid: false },
    { value: '2024-3-4', valid: false },
    { value: '2024-03-04T00:00', valid: false },
  ])('calls $value a date: $valid', ({ value, valid }) => {
    expect(isLocalDate(value)).toBe(valid);
  });
});

describe('dayNumber', () => {
  it.each([
    { date: '1970-01-01', day: 0 },
    { date: '1969-12-31', day: -1 },
    { date: '2024-02-29', day: Date.UTC(2024, 1, 29) / 86_400_000 },
    { date: '2000-03-01', day: Date.UTC(2000, 2, 1) / 86_400_000 },
  ])('counts $date as day $day', ({ date, day }) => {
    expect(dayNumber(date)).toBe(day);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-01',
    '2024-1-01',
    '0099-01-01',
    'soon',
  ])('refuses %s', (date) => {
    expect(() => dayNumber(date)).toThrow(RangeError);
  });

  it('counts every real date as Date.UTC does, and refuses (as isLocalDate) what a Date reads as another day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(100, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        const day = Math.floor(ms / 86_400_000);
        expect(dayNumber(new Date(day * 86_400_000).toISOString().slice(0, 10))).toBe(day);
      }),
    );
    // A date is real when a Date made of its year, month and day shows the same three back.
    const real = (year: number, month: number, day: number) => {
      const d = new Date(Date.UTC(year, month - 1, day));
      return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
    };
    const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), twoDigits, twoDigits, (year, month, day) => {
        const date = `${String(year).padStart(4, '0')}-${month}-${day}`;
        const expected = real(year, +month, +day);
        expect(isLocalDate(date)).toBe(expected);
        if (expected) expect(dayNumber(date)).toBe(Date.UTC(year, +month - 1, +day) / 86_400_000);
        else expect(() => dayNumber(date)).toThrow(RangeError);
      }),
      { numRuns: 3000 },
    );
  });
});
