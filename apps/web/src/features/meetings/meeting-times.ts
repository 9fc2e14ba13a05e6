import type { Dayjs } from 'dayjs';
import type { MeetingListItem } from '@portal/contracts/meetings';

/** The picker values as the API takes them: the company's wall clock, 'YYYY-MM-DD HH:mm:ss'. */
export const wallClock = (date: Dayjs, time: Dayjs): string =>
  `${date.format('YYYY-MM-DD')} ${time.format('HH:mm')}:00`;

/** A meeting is past once it has ended. */
export const isPast = (meeting: Pick<MeetingListItem, 'meeting_end_at'>, now: Date): boolean =>
  new Date(meeting.meeting_end_at).getTime() < now.getTime();

/** Whether the meeting matches the search box: title, location or description. */
export function matchesSearch(meeting: MeetingListItem, search: string): boolean {
  const text = search.trim().toLowerCase();
  return (
    !text ||
    [meeting.title, meeting.location, meeting.description].some((value) => value.toLowerCase().includes(text))
  );
}
