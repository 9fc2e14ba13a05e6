import type { Instant } from './instant.ts';
import { displayDate } from './overlaps.ts';
import { localDateTime, type LocalDate } from './week.ts';

/**
 * Times as the spec writes them (hh:mm am/pm, the timesheet detail's 'MM/DD hh:mm a'), for the files
 * the server writes: the reports and the Logs export.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock time ('07:05', '17:05:00') as '07:05 am', '05:05 pm'. */
export function displayTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${pad(hours % 12 || 12)}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A local date as 'MM/DD', the day of a time shown with it ('11/17 05:22 am'). */
export const displayMonthDay = (date: LocalDate) => displayDate(date).slice(0, 5);

/** An instant on the zone's wall clock as '11/17/26 05:22 am'. */
export function displayDateTime(instant: Instant, tz: string): string {
  const [date, time] = localDateTime(instant, tz).split(' ') as [LocalDate, string];
  return `${displayDate(date)} ${displayTime(time)}`;
}
