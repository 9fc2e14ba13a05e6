import { clampClockOut, localDate, localDateTime, localDateTimeToInstant, weekOf } from '@portal/domain';
import dayjs from 'dayjs';

/** Times on this screen are wall-clock strings 'YYYY-MM-DD HH:mm:ss' in the company's zone. */
export type LocalTime = string;

export interface Zone {
  tz: string;
  splitThreshold: string | null | undefined;
  /** Epoch ms of "now", passed in so the rules stay testable. */
  now: number;
}

const options = (zone: Zone) => ({ tz: zone.tz, now: zone.now, splitThreshold: zone.splitThreshold });

export const toInstant = (local: LocalTime, tz: string) => localDateTimeToInstant(local, tz);

/** The clock-out a picker keeps for a chosen one: earlier the same day snaps to in + 1 h, beyond the max is held to it. */
export function clampedClockOut(clockIn: LocalTime, chosen: LocalTime, zone: Zone): LocalTime {
  return localDateTime(
    clampClockOut(toInstant(clockIn, zone.tz), toInstant(chosen, zone.tz), options(zone)),
    zone.tz,
  );
}

/** The local time of a time of day ('HH:mm') on a date: an Add Timesheet row's clock-in. */
export const onDay = (date: string, time: string): LocalTime => `${date} ${time}:00`;

const numbers = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * The hours and minutes a time picker showing `day` must not offer, so that no time passes `max`
 * (the company's wall clock: now, or the latest clock-out). Both screens' pickers use it.
 */
export function timesPast(day: string, max: LocalTime) {
  const maxDay = max.slice(0, 10);
  if (day < maxDay) return {};
  if (day > maxDay) return { disabledHours: () => numbers(0, 24) };
  const [hour, minute] = [Number(max.slice(11, 13)), Number(max.slice(14, 16))];
  return {
    disabledHours: () => numbers(hour + 1, 24),
    disabledMinutes: (h: number) => (h === hour ? numbers(minute + 1, 60) : []),
  };
}

/** A clock-in may not be in the future, nor at or after the clock-out it keeps. */
export function clampedClockIn(chosen: LocalTime, zone: Zone): LocalTime {
  const now = localDateTime(zone.now, zone.tz);
  return chosen > now ? now : chosen;
}

export const nowLocal = (zone: Pick<Zone, 'tz' | 'now'>) => localDateTime(zone.now, zone.tz);
export const todayLocal = (zone: Pick<Zone, 'tz' | 'now'>) => localDate(zone.now, zone.tz);
export const currentWeek = (zone: Pick<Zone, 'tz' | 'now'>) => weekOf(zone.now, zone.tz);

/** Minutes between two local times, in real time (DST counts what passed). */
export function minutesBetweenLocal(from: LocalTime, to: LocalTime, tz: string): number {
  const ms = Date.parse(toInstant(to, tz)) - Date.parse(toInstant(from, tz));
  return Math.floor(ms / 60_000);
}

/** 'YYYY-MM-DD hh:mm:ss a', the approval call's format. */
export const toApprovalFormat = (local: LocalTime) => dayjs(local).format('YYYY-MM-DD hh:mm:ss a');
