import { describe, expect, it } from 'vitest';
import { displayDateTime, displayMonthDay, displayTime } from './display.ts';

describe('displayTime', () => {
  it.each([
    ['00:05:00', '12:05 am'],
    ['07:00:00', '07:00 am'],
    ['7:05', '07:05 am'],
    ['12:00:00', '12:00 pm'],
    ['15:30', '03:30 pm'],
    ['23:59:59', '11:59 pm'],
  ])('shows %s as %s', (time, shown) => expect(displayTime(time)).toBe(shown));
});

describe('displayDateTime', () => {
  it.each([
    ['2026-11-17T10:22:00Z', 'America/New_York', '11/17/26 05:22 am'],
    ['2026-11-17T03:00:00Z', 'America/New_York', '11/16/26 10:00 pm'],
    ['2026-11-16T05:30:00Z', 'America/New_York', '11/16/26 12:30 am'],
    // The fall-back night's first 01:30 (EDT) and second (EST) read the same on the wall clock.
    ['2024-11-03T05:30:00Z', 'America/New_York', '11/03/24 01:30 am'],
    ['2024-11-03T06:30:00Z', 'America/New_York', '11/03/24 01:30 am'],
    ['2026-07-01T16:00:00Z', 'America/Los_Angeles', '07/01/26 09:00 am'],
  ])('shows %s in %s as %s', (instant, tz, shown) => expect(displayDateTime(instant, tz)).toBe(shown));
});

it('shows a local date as MM/DD', () => expect(displayMonthDay('2026-11-17')).toBe('11/17'));
