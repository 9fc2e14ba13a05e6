import dayjs from 'dayjs';
import { localDateTime } from '@portal/domain';

/**
 * An instant (ISO) as the wall clock of a time zone reads it, in a dayjs format: the company's zone,
 * not the browser's, e.g. `formatInZone(row.created_at, user.settings.time_zone, 'MM/DD/YY h:mm a')`.
 */
export function formatInZone(instant: string, timeZone: string, format: string): string {
  return dayjs(localDateTime(instant, timeZone)).format(format);
}
