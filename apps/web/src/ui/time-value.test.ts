import { describe, expect, it } from 'vitest';
import { hmsOf, timeFromHms } from './time-value.ts';

describe('time values of the pickers', () => {
  it.each([
    ['07:00:00', '07:00:00'],
    ['19:30:15', '19:30:15'],
    ['05:30', '05:30:00'],
  ])('reads %s back as %s', (value, expected) => {
    expect(hmsOf(timeFromHms(value))).toBe(expected);
  });

  it.each([null, undefined, '', 'soon'])('reads %s as no time', (value) => {
    expect(timeFromHms(value)).toBeNull();
    expect(hmsOf(null)).toBeNull();
  });
});
