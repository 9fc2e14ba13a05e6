import { describe, expect, it } from 'vitest';
import { formatInZone } from './zoned-time.ts';

describe('formatInZone', () => {
  it.each([
    ['2026-11-20T14:05:00.000Z', 'America/New_York', '11/20/26 9:05 am'],
    ['2026-07-01T03:30:00.000Z', 'America/New_York', '06/30/26 11:30 pm'],
    ['2026-07-01T03:30:00.000Z', 'Europe/Berlin', '07/01/26 5:30 am'],
  ])('reads %s in %s as %s', (instant, zone, expected) => {
    expect(formatInZone(instant, zone, 'MM/DD/YY h:mm a')).toBe(expected);
  });
});
