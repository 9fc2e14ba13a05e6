import { breakMinutes } from './breaks.ts';
import type { Flag } from './flags.ts';
import { type Instant, MINUTE_MS, minutesBetween, toIso, toMs } from './instant.ts';
import { nightShiftClockOutDeadline, type Shift, shiftOf } from './night-shift.ts';
import { type JobDefaults, roundClockIn, roundClockOut } from './rounding.ts';
import type { Settings } from './settings.ts';
import { hmsToMinutes, splitThresholdMinutes } from './time-of-day.ts';
import { localDate } from './week.ts';

/** Why a time flag was set. The first is on clock_in_status, the rest on clock_out_status. */
type TimeFlagReason =
  | 'clock_in_in_future'
  | 'clock_out_in_future'
  | 'clock_out_not_after_clock_in'
  | 'split_threshold'
  | 'night_shift_deadline'
  | 'auto_closed'
  | 'length_threshold';

export interface DeriveEntryInput {
  clockIn: Instant;
  clockOut?: Instant | null;
  /** The clock: an open clock-in older than its cap at `now` is closed. */
  now: Instant;
  settings: Settings;
  job?: JobDefaults | null;
  isFullPay?: boolean;
  /** Round to the job's default hours (punches from the app). Manual and clerk-typed times: false. */
  round?: boolean;
  /**
   * Whether the clock-out is rounded too (default: as `round`). A forgotten clock-out closed by the
   * system at the next clock-in is no punch of the employee's: the close is not rounded, but the
   * clock-in keeps the rounding it had.
   */
  roundClockOut?: boolean;
}

export interface DerivedEntry {
  /** Local date of the clock-in in the company zone: a night shift counts on the day it began. */
  work_date: string;
  shift: Shift;
  clock_in_at: string;
  /** Null while the entry is open. */
  clock_out_at: string | null;
  org_clock_in_at: string;
  org_clock_out_at: string | null;
  elapsed_minutes: number;
  break_minutes: number;
  /** Paid minutes: elapsed minus break. */
  minutes: number;
  clock_in_status: Flag;
  clock_out_status: Flag;
  reasons: TimeFlagReason[];
}

/** A time entry from its clock-in and optional clock-out punch, with the company's settings applied. */
export function deriveEntry(input: DeriveEntryInput): DerivedEntry {
  const { settings, job, now, round = true, roundClockOut = round } = input;
  const rawIn = toMs(input.clockIn);
  const rawOut = input.clockOut == null ? null : toMs(input.clockOut);
  const reasons: TimeFlagReason[] = [];
  if (rawIn > toMs(now)) reasons.push('clock_in_in_future');
  if (rawOut !== null && rawOut > toMs(now)) reasons.push('clock_out_in_future');

  const [clockIn, roundedOut] = round
    ? roundPair(rawIn, rawOut, settings, job, roundClockOut)
    : [rawIn, rawOut];
  let clockOut = roundedOut;
  if (clockOut !== null && minutesBetween(clockIn, clockOut) < 1)
    reasons.push('clock_out_not_after_clock_in');

  const latest = latestClockOut(clockIn, settings);
  const cap = toMs(latest.at);
  if (clockOut === null && toMs(now) > cap) {
    clockOut = cap;
    reasons.push('auto_closed');
  } else if (clockOut !== null && clockOut > cap) {
    clockOut = cap;
    reasons.push(latest.reason);
  }

  const elapsed = clockOut === null ? 0 : elapsedMinutes(clockIn, clockOut);
  const lengthLimit = hmsToMinutes(settings.time_entry_length_threshold);
  if (lengthLimit > 0 && elapsed > lengthLimit) reasons.push('length_threshold');
  const deducted = clockOut === null ? 0 : breakMinutes(elapsed, settings, input.isFullPay);

  return {
    work_date: localDate(clockIn, settings.time_zone),
    shift: shiftOf(clockIn, settings),
    clock_in_at: toIso(clockIn),
    clock_out_at: clockOut === null ? null : toIso(clockOut),
    org_clock_in_at: toIso(rawIn),
    org_clock_out_at: rawOut === null ? null : toIso(rawOut),
    elapsed_minutes: elapsed,
    break_minutes: deducted,
    minutes: elapsed - deducted,
    clock_in_status: reasons.includes('clock_in_in_future') ? 1 : 0,
    clock_out_status: reasons.some((r) => r !== 'clock_in_in_future') ? 1 : 0,
    reasons,
  };
}

/** Both punches rounded, unless rounding would put the clock-out at or before the clock-in. */
function roundPair(
  rawIn: number,
  rawOut: number | null,
  settings: Settings,
  job: JobDefaults | null | undefined,
  roundOut: boolean,
): [number, number | null] {
  const clockIn = toMs(roundClockIn(rawIn, settings, job));
  const clockOut = rawOut === null ? null : roundOut ? toMs(roundClockOut(rawOut, settings, job)) : rawOut;
  if (clockOut !== null && clockOut <= clockIn) return [rawIn, rawOut];
  return [clockIn, clockOut];
}

/**
 * Latest clock-out an entry may have: clock-in + split threshold, or, for a night shift, the next
 * morning's deadline when that comes first.
 * @internal deriveEntry's cap, tested on its own.
 */
export function latestClockOut(
  clockIn: Instant,
  settings: Settings,
): { at: string; reason: 'split_threshold' | 'night_shift_deadline' } {
  const split = toMs(clockIn) + splitThresholdMinutes(settings.time_entry_split_threshold) * MINUTE_MS;
  const deadline = nightShiftClockOutDeadline(clockIn, settings);
  if (deadline !== null && toMs(deadline) < split) return { at: deadline, reason: 'night_shift_deadline' };
  return { at: toIso(split), reason: 'split_threshold' };
}

/**
 * Real minutes from clock-in to clock-out (a night over a clock change included), never below 0.
 * @internal deriveEntry's elapsed time, tested on its own.
 */
export function elapsedMinutes(clockIn: Instant, clockOut: Instant): number {
  return Math.max(0, minutesBetween(clockIn, clockOut));
}

/**
 * The columns of a time entry that follow from its derivation: what a punch, a batch and a swap all
 * store (the times as derived, the first derivation's copy in org_*, the paid and break minutes, the
 * time statuses).
 */
export function derivedColumns(d: DerivedEntry) {
  return {
    work_date: d.work_date,
    shift: d.shift,
    clock_in_at: d.clock_in_at,
    clock_out_at: d.clock_out_at,
    org_clock_in_at: d.clock_in_at,
    org_clock_out_at: d.clock_out_at,
    minutes: d.minutes,
    break_minutes: d.break_minutes,
    clock_in_status: d.clock_in_status,
    clock_out_status: d.clock_out_status,
  };
}
