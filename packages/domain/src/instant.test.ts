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
