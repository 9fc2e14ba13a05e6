import { Cron } from 'croner';
import { isSyncSchedule } from '@portal/contracts/settings';

/** How late a scheduled sync may still start (the portal was down, or busy, at its time). */
const CATCH_UP_MS = 15 * 60_000;

/**
 * The cron patterns of a star_builder_schedule ('05:00PM, 7:00PM' -> '0 17 * * *', '0 19 * * *');
 * none for an empty or unreadable text (the Settings form refuses such text; an old row may hold it).
 * @internal Tested on its own.
 */
export function schedulePatterns(text: string | null): string[] {
  if (!text?.trim() || !isSyncSchedule(text)) return [];
  return text.split(',').map((time) => {
    const [, h, m, half] = /^(\d{1,2}):(\d{2}) ?([AP]M)$/i.exec(time.trim())!;
    const hour = (Number(h) % 12) + (half!.toUpperCase() === 'PM' ? 12 : 0);
    return `${Number(m)} ${hour} * * *`;
  });
}

/**
 * The scheduled time a sync is due for at `now`: the latest occurrence of the schedule, in the
 * company's time zone, that is at most CATCH_UP_MS old and later than the last automatic sync; null
 * when none is due. Croner works in the zone's wall clock, so a 5 PM sync stays at 5 PM across a
 * daylight-saving change.
 */
export function dueOccurrence(
  text: string | null,
  timeZone: string,
  now: Date,
  lastAutoRequestedAt: Date | null,
): Date | null {
  let latest: Date | null = null;
  for (const pattern of schedulePatterns(text)) {
    const [previous] = new Cron(pattern, { timezone: timeZone }).previousRuns(1, now);
    if (previous && (!latest || previous > latest)) latest = previous;
  }
  if (!latest || now.getTime() - latest.getTime() > CATCH_UP_MS) return null;
  if (lastAutoRequestedAt && lastAutoRequestedAt >= latest) return null;
  return latest;
}
