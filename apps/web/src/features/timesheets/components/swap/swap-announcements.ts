import type { Announcements, Active, Over } from '@dnd-kit/core';
import dayjs from 'dayjs';
import type { Entry } from '../../entry-draft.ts';
import type { DragSide } from './swap-view.tsx';

/**
 * What a screen reader hears while a punch is dragged: the panels by employee, day and time ("the
 * clock-in of Ana Lopez, Tue 11/17 07:00 am"), never by the entries' internal ids.
 */
export function swapAnnouncements(byId: ReadonlyMap<number, Entry>): Announcements {
  const name = (item: Active | Over | null) => {
    const side = item?.data.current as DragSide | undefined;
    const entry = side && byId.get(side.id);
    if (!side || !entry) return 'no panel';
    const at = side.kind === 'in' ? entry.clock_in_date_time : entry.clock_out_date_time;
    const when = at ? dayjs(at).format('ddd MM/DD hh:mm a') : 'open';
    return `the ${side.kind === 'in' ? 'clock-in' : 'clock-out'} of ${entry.emp_name}, ${when}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${name(active)}.`,
    onDragOver: ({ active, over }) => `${cap(name(active))} is over ${name(over)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${cap(name(active))} was dropped on ${name(over)}.` : `${cap(name(active))} was put back.`,
    onDragCancel: ({ active }) => `Swap cancelled: ${name(active)} was put back.`,
  };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
