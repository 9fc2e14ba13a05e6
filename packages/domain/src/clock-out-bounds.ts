import { type Instant, MINUTE_MS, addMinutes, minutesBetween, toIso, toMs } from './instant.ts';
import { TIME_MESSAGES, clockOutTooLateMessage } from './messages.ts';
import { formatLimitHours, splitThresholdMinutes } from './time-of-day.ts';
import { addDays, localDate, startOfLocalDay } from './week.ts';

const MIN_SHIFT_MINUTES = 1;
const SNAP_MINUTES = 60;

export interface ClockBoundsOptions {
  tz: string;
  now: Instant;
  /** time_entry_split_threshold; 15:00:00 when unset or zero. */
  splitThreshold: string | null | undefined;
}

/**
 * Earliest and latest clock-out allowed for a clock-in (what the pickers enable).
 * @internal clampClockOut's bounds, tested on their own.
 */
export function clockOutRange(clockIn: Instant, options: ClockBoundsOptions): { min: string; max: string } {
  const inMs = toMs(clockIn);
  const nextDayEnds = toMs(startOfLocalDay(addDays(localDate(inMs, options.tz), 2), options.tz)) - MINUTE_MS;
  const maxMs = Math.min(
    inMs + splitThresholdMinutes(options.splitThreshold) * MINUTE_MS,
    nextDayEnds,
    floorToMinute(toMs(options.now)),
  );
  return { min: addMinutes(inMs, MIN_SHIFT_MINUTES), max: toIso(maxMs) };
}

const floorToMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/**
 * The clock-out a picker (or the server) keeps: one not at least a minute after clock-in snaps to
 * clock-in + 60 minutes; then it is held within the max hours after clock-in, the next local day and now.
 */
export function clampClockOut(clockIn: Instant, clockOut: Instant, options: ClockBoundsOptions): string {
  const snapped =
    minutesBetween(clockIn, clockOut) < MIN_SHIFT_MINUTES ? addMinutes(clockIn, SNAP_MINUTES) : clockOut;
  return toIso(Math.min(toMs(snapped), toMs(clockOutRange(clockIn, options).max)));
}

export interface TimeEntryDraft {
  emp_id?: number | null;
  job_id?: number | null;
  clock_in_date_time?: Instant | null;
  clock_out_date_time?: Instant | null;
  notes?: string | null;
  /** The note picked is OTHER, so the free text is what is missing. */
  note_is_other?: boolean;
}

type TimeEntryField = 'emp_id' | 'job_id' | 'clock_in_date_time' | 'clock_out_date_time' | 'notes';
export type FieldErrors = Partial<Record<TimeEntryField, string>>;

const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * Field errors of an Add Time Entry (empty when valid). Times are instants: the server turns the
 * local 'YYYY-MM-DD HH:mm:ss' of the payload into instants with localDateTimeToInstant first.
 */
export function validateTimeEntry(
  draft: TimeEntryDraft,
  options: ClockBoundsOptions & { requireNote?: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(draft.emp_id)) errors.emp_id = TIME_MESSAGES.employeeRequired;
  if (blank(draft.job_id)) errors.job_id = TIME_MESSAGES.jobRequired;
  if ((options.requireNote ?? true) && blank(draft.notes)) {
    errors.notes = draft.note_is_other ? TIME_MESSAGES.otherNoteRequired : TIME_MESSAGES.noteRequired;
  }
  const clockIn = draft.clock_in_date_time;
  const clockOut = draft.clock_out_date_time;
  if (blank(clockIn)) errors.clock_in_date_time = TIME_MESSAGES.clockInRequired;
  else if (toMs(clockIn!) > toMs(options.now)) errors.clock_in_date_time = TIME_MESSAGES.clockInFuture;
  if (blank(clockOut)) errors.clock_out_date_time = TIME_MESSAGES.clockOutRequired;
  else if (!blank(clockIn)) {
    const message = clockOutError(clockIn!, clockOut!, options);
    if (message) errors.clock_out_date_time = message;
  }
  return errors;
}

function clockOutError(clockIn: Instant, clockOut: Instant, options: ClockBoundsOptions): string | null {
  const maxMinutes = splitThresholdMinutes(options.splitThreshold);
  const length = minutesBetween(clockIn, clockOut);
  if (length < MIN_SHIFT_MINUTES) return TIME_MESSAGES.clockOutTooEarly;
  if (toMs(clockOut) > toMs(options.now)) return TIME_MESSAGES.clockOutFuture;
  if (length > maxMinutes) return clockOutTooLateMessage(formatLimitHours(maxMinutes));
  if (localDate(clockOut, options.tz) > addDays(localDate(clockIn, options.tz), 1))
    return TIME_MESSAGES.clockOutNextDay;
  return null;
}
