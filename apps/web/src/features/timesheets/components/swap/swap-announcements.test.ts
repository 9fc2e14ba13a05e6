import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { createTimeEntry } from '../../../../test/factories.ts';
import { swapAnnouncements } from './swap-announcements.ts';

const side = (id: number, kind: 'in' | 'out') =>
  ({ id: `${kind}-${id}`, data: { current: { id, kind } } }) as unknown as Active & Over;

describe('swapAnnouncements', () => {
  const a = createTimeEntry({ id: 7, emp_name: 'Ana Lopez', clock_in_date_time: '2026-11-17 07:00:00' });
  const b = createTimeEntry({ id: 8, emp_name: 'Bo Chen', clock_in_date_time: '2026-11-17 09:30:00' });
  const say = swapAnnouncements(new Map([a, b].map((e) => [e.id, e])));

  it('names the punches by employee, day and time, never by id', () => {
    const events = { active: side(7, 'in'), over: side(8, 'in') } as Parameters<
      NonNullable<typeof say.onDragEnd>
    >[0];
    expect(say.onDragStart(events)).toBe('Picked up the clock-in of Ana Lopez, Tue 11/17 07:00 am.');
    expect(say.onDragEnd(events)).toBe(
      'The clock-in of Ana Lopez, Tue 11/17 07:00 am was dropped on the clock-in of Bo Chen, Tue 11/17 09:30 am.',
    );
    expect(say.onDragCancel({ ...events, over: null })).toBe(
      'Swap cancelled: the clock-in of Ana Lopez, Tue 11/17 07:00 am was put back.',
    );
  });
});
