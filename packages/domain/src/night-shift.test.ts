import { describe, expect, it } from 'vitest';
import { DAY_SHIFT, isNightShift, NIGHT_SHIFT, nightShiftClockOutDeadline, shiftOf } from './night-shift.ts';
import { ny, settingsWith } from './test-support.ts';

describe('isNightShift', () => {
  it.each([
    {
      name: 'a clock-in a minute before the check time',
      clockIn: '2024-03-04 17:59',
      check: '18:00:00',
      night: false,
    },
    { name: 'a clock-in at the check time', clockIn: '2024-03-04 18:00', check: '18:00:00', night: true },
    { name: 'a late-evening clock-in', clockIn: '2024-03-04 23:30', check: '18:00:00', night: true },
    { name: 'an early-morning clock-in', clockIn: '2024-03-05 02:00', check: '18:00:00', night: false },
    { name: 'a clock-in at midnight', clockIn: '2024-03-05 00:00', check: '18:00:00', night: false },
    {
      name: 'an evening clock-in on the fall-back day',
      clockIn: '2024-11-03 18:30',
      check: '18:00:00',
      night: true,
    },
    {
      name: 'an evening clock-in before a later check time',
      clockIn: '2024-03-04 20:00',
      check: '22:00:00',
      night: false,
    },
    {
      name: 'any clock-in when the check time is unset',
      clockIn: '2024-03-04 23:00',
      check: '',
      night: false,
    },
    {
      name: 'any clock-in when the check time is 00:00:00',
      clockIn: '2024-03-04 23:00',
      check: '00:00:00',
      night: false,
    },
  ])('calls $name night shift: $night', ({ clockIn, check, night }) => {
    const settings = settingsWith({ night_shift_check_time: check });
    expect(isNightShift(ny(clockIn), settings)).toBe(night);
    expect(shiftOf(ny(clockIn), settings)).toBe(night ? NIGHT_SHIFT : DAY_SHIFT);
  });
});

describe('nightShiftClockOutDeadline', () => {
  it.each([
    {
      name: 'a night shift',
      clockIn: '2024-03-04 18:00',
      bound: '08:00:00',
      deadline: ny('2024-03-05 08:00'),
    },
    {
      name: 'a night shift over spring forward',
      clockIn: '2024-03-09 22:00',
      bound: '08:00:00',
      deadline: '2024-03-10T12:00:00.000Z',
    },
    {
      name: 'a night shift over fall back',
      clockIn: '2024-11-02 23:59',
      bound: '08:00:00',
      deadline: '2024-11-03T13:00:00.000Z',
    },
    {
      name: 'a night shift with a 06:30 bound',
      clockIn: '2024-03-04 20:00',
      bound: '06:30:00',
      deadline: ny('2024-03-05 06:30'),
    },
    { name: 'a day shift', clockIn: '2024-03-04 07:00', bound: '08:00:00', deadline: null },
    { name: 'a night shift with the bound unset', clockIn: '2024-03-04 22:00', bound: '', deadline: null },
    {
      name: 'a night shift with the bound 00:00:00',
      clockIn: '2024-03-04 22:00',
      bound: '00:00:00',
      deadline: null,
    },
  ])('gives $name the deadline $deadline', ({ clockIn, bound, deadline }) => {
    const settings = settingsWith({ next_day_clock_out_rounding_time: bound });
    expect(nightShiftClockOutDeadline(ny(clockIn), settings)).toBe(deadline);
  });
});
