import dayjs from 'dayjs';
import { formatInZone } from './zoned-time.ts';

/** How the portal shows dates and times everywhere (the spec's MM/DD/YY). */
export const DATE = 'MM/DD/YY';
export const DATE_TIME = 'MM/DD/YY hh:mm a';

/** A local date of the API ('YYYY-MM-DD') as the portal shows it. */
export const showDate = (date: string): string => dayjs(date).format(DATE);

/** An instant as the company's wall clock shows it, date and time. */
export const showDateTime = (instant: string, timeZone: string): string =>
  formatInZone(instant, timeZone, DATE_TIME);
