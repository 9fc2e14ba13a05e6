import { describe, expect, it } from 'vitest';
import { clampedClockIn, clampedClockOut, toApprovalFormat } from './entry-times.ts';

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

  it('formats times for the approval call', () => {
    expect(toApprovalFormat('2026-11-18 15:30:00')).toBe('2026-11-18 03:30:00 pm');
  });
});
