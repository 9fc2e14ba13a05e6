import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, minutesBetween, toIso, toMs } from './instant.ts';

describe('toMs and toIso', () => {
  it.each([
    { name: 'an ISO string in UTC', instant: '2024-03-04T12:00:00Z', iso: '2024-03-04T12:00:00.000Z' },
    {
      name: 'an ISO string with milliseconds',
      instant: '2024-03-04T12:00:00.250Z',
      iso: '2024-03-04T12:00:00.250Z',
    },
    {
      name: 'an ISO string with an offset',
      instant: '2024-03-04T07:00:00-05:00',
      iso: '2024-03-04T12:00:00.000Z',
    },
    {
      name: 'a string without a zone (read as UTC)',
      instant: '2024-03-04 12:00:00',
      iso: '2024-03-04T12:00:00.000Z',
    },
    { name: 'epoch milliseconds', instant: Date.UTC(2024, 2, 4, 12), iso: '2024-03-04T12:00:00.000Z' },
  ])('reads $name', ({ instant, iso }) => {
    expect(toIso(instant)).toBe(iso);
    expect(toMs(instant)).toBe(Date.parse(iso));
  });

  it.each(['', 'soon', Number.NaN])('refuses %j', (instant) => {
    expect(() => toMs(instant)).toThrow(RangeError);
  });

  // toMs reads the database's format itself, faster than Date.parse: it must read every text as
  // Date.parse does, the rolled-over days Date.parse accepts included, and refuse what it refuses.
  it.each([
    '2024-02-29T23:59:59.999Z',
    '2023-02-29T10:00:00.000Z',
    '2024-02-31T00:00:00.000Z',
    '2024-04-31T08:15:00.000Z',
    '1970-01-01T00:00:00.000Z',
    '1969-12-31T23:59:59.999Z',
    '0099-06-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
  ])('reads %s as Date.parse does', (text) => {
    expect(toMs(text)).toBe(Date.parse(text));
  });

  it.each([
    '2024-13-01T00:00:00.000Z',
    '2024-00-10T00:00:00.000Z',
    '2024-01-32T00:00:00.000Z',
    '2024-01-00T00:00:00.000Z',
    '2024-01-01T23:60:00.000Z',
    '2024-01-01T23:59:60.000Z',
    '2024-01-01T25:00:00.000Z',
    '2024-01-01T1a:00:00.000Z',
  ])('refuses %s as Date.parse does', (text) => {
    expect(Date.parse(text)).toBeNaN();
    expect(() => toMs(text)).toThrow(RangeError);
  });

  it('agrees with Date.parse on every instant in toIso form and on texts of the same shape', () => {
    const sameAsDateParse = (text: string) => {
      const expected = Date.parse(text);
      if (Number.isNaN(expected)) expect(() => toMs(text)).toThrow(RangeError);
      else expect(toMs(text)).toBe(expected);
    };
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(100, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        expect(toMs(toIso(ms))).toBe(ms);
      }),
    );
    const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        twoDigits,
        twoDigits,
        twoDigits,
        twoDigits,
        twoDigits,
        fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
        (y, mo, d, h, mi, s, ms) => sameAsDateParse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('minutesBetween and addMinutes', () => {
  it.each([
    { from: '2024-03-04T12:00:00Z', to: '2024-03-04T20:30:00Z', minutes: 510 },
    { from: '2024-03-04T12:00:30Z', to: '2024-03-04T20:30:10Z', minutes: 510 },
    { from: '2024-03-04T12:00:59Z', to: '2024-03-04T12:01:00Z', minutes: 1 },
    { from: '2024-03-04T12:00:00Z', to: '2024-03-04T12:00:59Z', minutes: 0 },
    { from: '2024-03-04T12:00:00Z', to: '2024-03-04T11:00:00Z', minutes: -60 },
  ])('counts $minutes minutes from $from to $to', ({ from, to, minutes }) => {
    expect(minutesBetween(from, to)).toBe(minutes);
  });

  it('adds minutes to an instant', () => {
    expect(addMinutes('2024-03-04T12:00:00Z', 90)).toBe('2024-03-04T13:30:00.000Z');
  });
});
