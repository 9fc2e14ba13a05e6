import dayjs, { type Dayjs } from 'dayjs';

const HMS = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A TimePicker's value for an API time of day 'HH:mm:ss' (today's date; null when unset). */
export function timeFromHms(value: string | null | undefined): Dayjs | null {
  const m = value ? HMS.exec(value) : null;
  if (!m) return null;
  return dayjs()
    .startOf('day')
    .hour(Number(m[1]))
    .minute(Number(m[2]))
    .second(Number(m[3] ?? 0));
}

/** The API's 'HH:mm:ss' of a TimePicker's value. */
export function hmsOf(value: Dayjs): string;
export function hmsOf(value: Dayjs | null | undefined): string | null;
export function hmsOf(value: Dayjs | null | undefined): string | null {
  return value ? value.format('HH:mm:ss') : null;
}
