import { type Instant, MINUTE_MS, toMs } from './instant.ts';
import { addDays, dayNumber, type LocalDate, mondayOf, startOfLocalDay } from './week.ts';

export interface ShiftTimes {
  /** The local date of the clock-in: the shift's workweek is this date's. */
  work_date: LocalDate;
  clock_in_at: Instant;
  clock_out_at?: Instant | null;
  /** Paid minutes (after the break). */
  minutes: number;
}

const EPOCH: LocalDate = '1970-01-01';

/**
 * The minute (since the epoch) the workweek after the one that begins on `monday` (a day number)
 * begins, per zone: asked for per entry.
 */
const boundaries = new Map<string, Map<number, number>>();
function nextWorkweekStart(monday: number, tz: string): number {
  let ofZone = boundaries.get(tz);
  if (!ofZone) boundaries.set(tz, (ofZone = new Map()));
  let minute = ofZone.get(monday);
  if (minute === undefined) {
    minute = Math.floor(toMs(startOfLocalDay(addDays(EPOCH, monday + 7), tz)) / MINUTE_MS);
    if (ofZone.size >= 10_000) ofZone.clear();
    ofZone.set(monday, minute);
  }
  return minute;
}

/**
 * Of a shift's paid minutes, those worked after the workweek it began in ended (Sunday 24:00 in the
 * company's zone): under the FLSA each workweek stands alone (29 CFR 778.103-778.105), so hours worked
 * on Monday count toward Monday's workweek even when the shift began on Sunday. The entry itself stays
 * on its clock-in day; only the overtime split uses this. A break is not placed in time, so it comes
 * off both parts in proportion to their length (whole minutes, half a minute going to the later part).
 * Open shifts and shifts within one workweek give 0. The split asks minutesIntoNextWorkweek, its
 * workweek's Monday known; storing pay figures asks this which shifts run into the next workweek.
 */
export function nextWorkweekMinutes(shift: ShiftTimes, tz: string): number {
  return minutesIntoNextWorkweek(shift, mondayOf(dayNumber(shift.work_date)), tz);
}

/** nextWorkweekMinutes of a shift whose workweek begins on `monday` (a day number). */
export function minutesIntoNextWorkweek(shift: ShiftTimes, monday: number, tz: string): number {
  if (shift.clock_out_at == null || shift.minutes <= 0) return 0;
  const boundary = nextWorkweekStart(monday, tz);
  const end = Math.floor(toMs(shift.clock_out_at) / MINUTE_MS);
  if (end <= boundary) return 0;
  const paid = shift.minutes;
  const start = Math.floor(toMs(shift.clock_in_at) / MINUTE_MS);
  if (end <= start) return 0;
  const after = end - Math.max(boundary, start);
  return Math.min(paid, Math.round((paid * after) / (end - start)));
}
