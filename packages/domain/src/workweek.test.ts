import { describe, expect, it } from 'vitest';
import { nextWorkweekMinutes } from './workweek.ts';

const NY = 'America/New_York';

describe('nextWorkweekMinutes', () => {
  it.each([
    {
      name: 'Sunday 22:00 to Monday 06:00 EST, no break: 6 h in the next workweek',
      shift: { work_date: '2026-11-22', in: '2026-11-23T03:00:00Z', out: '2026-11-23T11:00:00Z', paid: 480 },
      next: 360,
    },
    {
      name: 'the same shift with a 30-minute break: the break comes off both parts in proportion',
      shift: { work_date: '2026-11-22', in: '2026-11-23T03:00:00Z', out: '2026-11-23T11:00:00Z', paid: 450 },
      next: 338,
    },
    {
      name: 'a shift ending at Monday 00:00 exactly stays in its week',
      shift: { work_date: '2026-11-22', in: '2026-11-22T21:00:00Z', out: '2026-11-23T05:00:00Z', paid: 480 },
      next: 0,
    },
    {
      name: 'a Monday shift into Tuesday stays in its week',
      shift: { work_date: '2026-11-23', in: '2026-11-24T03:00:00Z', out: '2026-11-24T11:00:00Z', paid: 480 },
      next: 0,
    },
    {
      name: 'a Saturday night shift into Sunday stays in its week',
      shift: { work_date: '2026-11-21', in: '2026-11-22T03:00:00Z', out: '2026-11-22T11:00:00Z', paid: 480 },
      next: 0,
    },
    {
      name: 'an open shift has nothing in the next week yet',
      shift: { work_date: '2026-11-22', in: '2026-11-23T03:00:00Z', out: null, paid: 0 },
      next: 0,
    },
    {
      name: 'midnight is local: Sunday 22:00 to Monday 02:00 EDT (spring) is 2 h after Monday 00:00',
      shift: { work_date: '2024-04-07', in: '2024-04-08T02:00:00Z', out: '2024-04-08T06:00:00Z', paid: 240 },
      next: 120,
    },
    {
      name: 'seconds are cut as everywhere: 23:59:59 to 00:30:00 is 31 minutes, 30 after midnight',
      shift: { work_date: '2026-11-22', in: '2026-11-23T04:59:59Z', out: '2026-11-23T05:30:00Z', paid: 31 },
      next: 30,
    },
  ])('$name', ({ shift, next }) => {
    expect(
      nextWorkweekMinutes(
        { work_date: shift.work_date, clock_in_at: shift.in, clock_out_at: shift.out, minutes: shift.paid },
        NY,
      ),
    ).toBe(next);
  });
});
