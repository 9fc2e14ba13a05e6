import type { Settings } from './settings.ts';
import { hmsToMinutes } from './time-of-day.ts';

export type BreakSettings = Pick<Settings, 'break_time' | 'break_time_shift_length'>;

/**
 * Minutes of unpaid break taken off an entry: `break_time` once the entry is at least
 * `break_time_shift_length` long, none when paid in full, never more than the entry itself.
 */
export function breakMinutes(elapsedMinutes: number, settings: BreakSettings, isFullPay = false): number {
  const breakTime = hmsToMinutes(settings.break_time);
  if (isFullPay || breakTime <= 0 || elapsedMinutes < hmsToMinutes(settings.break_time_shift_length))
    return 0;
  return Math.max(0, Math.min(breakTime, elapsedMinutes));
}

/** Paid minutes of an entry: elapsed minus the break. */
export function paidMinutes(elapsedMinutes: number, settings: BreakSettings, isFullPay = false): number {
  return Math.max(0, elapsedMinutes - breakMinutes(elapsedMinutes, settings, isFullPay));
}
