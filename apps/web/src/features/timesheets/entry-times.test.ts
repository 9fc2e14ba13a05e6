import { describe, expect, it } from 'vitest';
import { clampedClockIn, clampedClockOut, onDay, timesPast, toApprovalFormat } from './entry-times.ts';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const zone = { tz: 'America/New_York', splitThreshold: '15:00:00', now: Date.parse('2026-11-20T20:00:00Z') };

describe('clock pickers', () => {
  it('snaps a same-day earlier clock-out to clock-in plus one hour', () => {
    expect(clampedClockOut('2026-11-18 07:00:00', '2026-11-18 06:00:00', zone)).toBe('2026-11-18 08:00:00');
  });

  it('holds a clock-out to the max hours after clock-in', () => {
    expect(clampedClockOut('2026-11-18 07:00:00', '2026-11-18 23:30:00', zone)).toBe('2026-11-18 22:00:00');
  });

  it('keeps a clock-out within the range', () => {
    expect(clampedClockOut('2026-11-18 07:00:00', '2026-11-18 15:30:00', zone)).toBe('2026-11-18 15:30:00');
  });

  it('never lets a time into the future', () => {
    expect(clampedClockOut('2026-11-20 07:00:00', '2026-11-20 18:00:00', zone)).toBe('2026-11-20 15:00:00');
    expect(clampedClockIn('2026-11-21 07:00:00', zone)).toBe('2026-11-20 15:00:00');
  });

  it('keeps a clock-out up to the max hours after clock-in, the next day included, never past now', () => {
    expect(clampedClockOut('2026-11-18 19:00:00', '2026-11-19 12:00:00', zone)).toBe('2026-11-19 10:00:00');
    expect(clampedClockOut('2026-11-20 07:00:00', '2026-11-20 19:00:00', zone)).toBe('2026-11-20 15:00:00');
    expect(clampedClockOut('2026-11-18 19:00:00', '2026-11-19 03:00:00', zone)).toBe('2026-11-19 03:00:00');
  });

  it('puts a picked time of day on the row day', () => {
    expect(onDay('2026-11-18', '07:30')).toBe('2026-11-18 07:30:00');
  });

  it.each([
    { name: 'a day before the max offers every time', day: '2026-11-19', hours: [], minutesAt15: [] },
    { name: 'the day after the max offers none', day: '2026-11-21', hours: range(0, 24), minutesAt15: [] },
    {
      name: 'the max day offers up to its minute',
      day: '2026-11-20',
      hours: range(16, 24),
      minutesAt15: range(31, 60),
    },
  ])('disables the times past the max: $name', ({ day, hours, minutesAt15 }) => {
    const limits = timesPast(day, '2026-11-20 15:30:00');
    expect(limits.disabledHours?.() ?? []).toEqual(hours);
    expect(limits.disabledMinutes?.(15) ?? []).toEqual(minutesAt15);
    expect(limits.disabledMinutes?.(14) ?? []).toEqual([]);
  });

  it('formats times for the approval call', () => {
    expect(toApprovalFormat('2026-11-18 15:30:00')).toBe('2026-11-18 03:30:00 pm');
  });
});
