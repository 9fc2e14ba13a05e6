import { describe, expect, it } from 'vitest';
import { overlapWarning, perDayLimitWarning, subcontractorPerDayLimitWarning } from './messages.ts';
import {
  describeDays,
  displayDate,
  findOverlaps,
  overlapList,
  perDayLimit,
  perDayLimitHours,
  type TimedEntry,
} from './overlaps.ts';
import { ny } from './test-support.ts';

const entry = (id: number, from: string, to: string | null, employee_id = 7, label?: string): TimedEntry => ({
  id,
  employee_id,
  clock_in_at: ny(`2024-03-04 ${from}`),
  clock_out_at: to === null ? null : ny(`2024-03-04 ${to}`),
  work_date: '2024-03-04',
  label,
});

describe('findOverlaps', () => {
  it.each([
    {
      name: 'entries one after another',
      entries: [entry(1, '07:00', '11:00'), entry(2, '12:00', '16:00')],
      pairs: [],
    },
    {
      name: 'an entry ending as the next begins',
      entries: [entry(1, '07:00', '11:00'), entry(2, '11:00', '16:00')],
      pairs: [],
    },
    {
      name: 'entries that overlap by an hour',
      entries: [entry(1, '07:00', '12:00'), entry(2, '11:00', '16:00')],
      pairs: [[1, 2]],
    },
    {
      name: 'an entry inside another',
      entries: [entry(1, '07:00', '16:00'), entry(2, '09:00', '10:00')],
      pairs: [[1, 2]],
    },
    {
      name: 'the later entry given first',
      entries: [entry(2, '11:00', '16:00'), entry(1, '07:00', '12:00')],
      pairs: [[1, 2]],
    },
    {
      name: 'two employees at the same time',
      entries: [entry(1, '07:00', '16:00', 7), entry(2, '07:00', '16:00', 8)],
      pairs: [],
    },
    {
      name: 'an open entry inside another',
      entries: [entry(1, '07:00', '16:00'), entry(2, '10:00', null)],
      pairs: [[1, 2]],
    },
    {
      name: 'an open entry where another ends',
      entries: [entry(1, '07:00', '16:00'), entry(2, '16:00', null)],
      pairs: [],
    },
    {
      name: 'two clock-ins at the same moment',
      entries: [entry(1, '07:00', null), entry(2, '07:00', '15:00')],
      pairs: [[1, 2]],
    },
    {
      name: 'three entries overlapping each other',
      entries: [entry(1, '07:00', '12:00'), entry(2, '08:00', '13:00'), entry(3, '09:00', '10:00')],
      pairs: [
        [1, 2],
        [1, 3],
        [2, 3],
      ],
    },
    {
      name: 'a night shift and the next morning',
      entries: [
        { ...entry(1, '22:00', null), clock_out_at: ny('2024-03-05 06:00') },
        {
          ...entry(2, '00:00', '00:00'),
          clock_in_at: ny('2024-03-05 05:00'),
          clock_out_at: ny('2024-03-05 13:00'),
          work_date: '2024-03-05',
        },
      ],
      pairs: [[1, 2]],
    },
  ])('finds overlaps in $name', ({ entries, pairs }) => {
    expect(findOverlaps(entries).map((o) => [o.first, o.second])).toEqual(pairs);
  });
});

describe('overlap list and message', () => {
  it('lists each overlapping entry by label and date once', () => {
    const entries = [
      entry(1, '07:00', '12:00', 7, 'Ana Ruiz'),
      entry(2, '11:00', '16:00', 7, 'Ana Ruiz'),
      entry(3, '07:00', '16:00', 8, 'Bo Lee'),
    ];
    const list = overlapList(entries, findOverlaps(entries));
    expect(list).toBe('Ana Ruiz (03/04/24)');
    expect(overlapWarning(list)).toBe(
      'One or more jobs have overlapping work hours for Ana Ruiz (03/04/24). Please check clock-in and clock-out entries for jobs.',
    );
  });

  it.each([
    { items: [{ work_date: '2024-03-04' }], list: '03/04/24' },
    {
      items: [
        { work_date: '2024-03-04', label: 'Ana' },
        { work_date: '2024-03-05', label: 'Ana' },
      ],
      list: 'Ana (03/04/24), Ana (03/05/24)',
    },
    {
      items: [
        { work_date: '2024-12-31', label: 'Bo' },
        { work_date: '2024-12-31', label: 'Bo' },
      ],
      list: 'Bo (12/31/24)',
    },
  ])('describes $items as $list', ({ items, list }) => {
    expect(describeDays(items)).toBe(list);
  });

  it('shows dates as MM/DD/YY', () => {
    expect(displayDate('2025-01-09')).toBe('01/09/25');
  });
});

describe('perDayLimit', () => {
  const day = (employee_id: number, work_date: string, hours: number, label?: string) => ({
    employee_id,
    work_date,
    minutes: hours * 60,
    label,
  });
  it.each([
    {
      name: 'two 8-hour entries on one day',
      entries: [day(7, '2024-03-04', 8), day(7, '2024-03-04', 8)],
      threshold: '15:00:00',
      over: [['2024-03-04', 960]],
    },
    {
      name: 'exactly 15 hours',
      entries: [day(7, '2024-03-04', 7), day(7, '2024-03-04', 8)],
      threshold: '15:00:00',
      over: [],
    },
    {
      name: 'two employees on one day',
      entries: [day(7, '2024-03-04', 8), day(8, '2024-03-04', 8)],
      threshold: '15:00:00',
      over: [],
    },
    {
      name: 'the same employee on two days',
      entries: [day(7, '2024-03-04', 8), day(7, '2024-03-05', 8)],
      threshold: '15:00:00',
      over: [],
    },
    {
      name: 'an unset threshold (15 hours)',
      entries: [day(7, '2024-03-04', 16)],
      threshold: '',
      over: [['2024-03-04', 960]],
    },
    {
      name: 'a 10-hour threshold',
      entries: [day(7, '2024-03-04', 11), day(7, '2024-03-05', 10)],
      threshold: '10:00:00',
      over: [['2024-03-04', 660]],
    },
  ])('reports $name', ({ entries, threshold, over }) => {
    expect(perDayLimit(entries, threshold).map((d) => [d.work_date, d.minutes])).toEqual(over);
  });

  it('builds the spec messages', () => {
    const days = perDayLimit([day(7, '2024-03-04', 16, 'Ana Ruiz')], '15:00:00');
    expect(perDayLimitWarning(perDayLimitHours('15:00:00'), describeDays(days))).toBe(
      'Per day limit of 15 hours is exceeded for Ana Ruiz (03/04/24).',
    );
    expect(subcontractorPerDayLimitWarning(perDayLimitHours(null))).toBe(
      'Per day limit of 15 hours is exceeded for one or more subcontractor.',
    );
  });

  it.each([
    { threshold: '15:00:00', hours: '15' },
    { threshold: '15:30:00', hours: '15.5' },
    { threshold: '00:00:00', hours: '15' },
    { threshold: '12:00:00', hours: '12' },
  ])('names the limit of $threshold $hours hours', ({ threshold, hours }) => {
    expect(perDayLimitHours(threshold)).toBe(hours);
  });
});
