import { describe, expect, it } from 'vitest';
import { dueOccurrence, schedulePatterns } from './schedule.ts';

const NY = 'America/New_York';

describe('schedulePatterns', () => {
  it.each([
    ['05:00PM, 7:00PM', ['0 17 * * *', '0 19 * * *']],
    ['12:00PM, 07:00PM', ['0 12 * * *', '0 19 * * *']],
    ['12:30AM', ['30 0 * * *']],
    ['7:05 am', ['5 7 * * *']],
  ])('reads %s', (text, patterns) => {
    expect(schedulePatterns(text)).toEqual(patterns);
  });

  it.each([null, '', '17:00', '5pm and 7pm', '13:00PM', '05:00PM,, 7:00PM'])('has no times in %j', (text) => {
    expect(schedulePatterns(text)).toEqual([]);
  });
});

describe('dueOccurrence', () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    // [schedule, now, last automatic sync, due occurrence]
    ['05:00PM', '2026-06-10T21:03:00Z', null, '2026-06-10T21:00:00.000Z'], // 5 PM EDT is 21:00 UTC
    ['05:00PM', '2026-01-10T22:03:00Z', null, '2026-01-10T22:00:00.000Z'], // 5 PM EST is 22:00 UTC
    ['05:00PM', '2026-06-10T20:59:00Z', null, null], // not yet
    ['05:00PM', '2026-06-10T21:20:00Z', null, null], // more than 15 minutes late: left for the next time
    ['05:00PM', '2026-06-10T21:03:00Z', '2026-06-10T21:00:30Z', null], // already ran
    ['05:00PM', '2026-06-10T21:03:00Z', '2026-06-09T21:00:30Z', '2026-06-10T21:00:00.000Z'],
    ['05:00PM, 7:00PM', '2026-06-10T23:01:00Z', '2026-06-10T21:00:30Z', '2026-06-10T23:00:00.000Z'],
    // DST starts 2026-03-08: 5 PM is 21:00 UTC that day, 22:00 UTC the day before.
    ['05:00PM', '2026-03-08T21:01:00Z', '2026-03-07T22:00:10Z', '2026-03-08T21:00:00.000Z'],
    ['05:00PM', '2026-03-07T22:01:00Z', null, '2026-03-07T22:00:00.000Z'],
    // DST ends 2026-11-01: 5 PM is 22:00 UTC again.
    ['05:00PM', '2026-11-01T22:01:00Z', '2026-10-31T21:00:10Z', '2026-11-01T22:00:00.000Z'],
    // 2:30 AM does not exist on 2026-03-08: the sync runs at 3:00 AM EDT (07:00 UTC).
    ['02:30AM', '2026-03-08T07:05:00Z', '2026-03-07T07:30:10Z', '2026-03-08T07:00:00.000Z'],
    // 1:30 AM happens twice on 2026-11-01: the sync runs at the first one only.
    ['01:30AM', '2026-11-01T05:31:00Z', null, '2026-11-01T05:30:00.000Z'],
    ['01:30AM', '2026-11-01T06:31:00Z', '2026-11-01T05:30:10Z', null],
    ['bad text', '2026-06-10T21:03:00Z', null, null],
  ])('%s at %s after %s: %s', (schedule, now, last, due) => {
    const result = dueOccurrence(schedule, NY, at(now), last ? at(last) : null);
    expect(result?.toISOString() ?? null).toBe(due);
  });

  it('reads the times in the company time zone', () => {
    const now = at('2026-06-10T08:01:00Z'); // 5:01 PM in Tokyo
    expect(dueOccurrence('05:00PM', 'Asia/Tokyo', now, null)?.toISOString()).toBe('2026-06-10T08:00:00.000Z');
    expect(dueOccurrence('05:00PM', NY, now, null)).toBeNull();
  });
});
