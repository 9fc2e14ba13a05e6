import { describe, expect, it } from 'vitest';
import {
  approvalChecks,
  checkNewEntries,
  isSameEntry,
  type JobEntry,
  type WeighedEntry,
} from './entry-overlaps.ts';
import { ny } from './test-support.ts';
import { addDays } from './week.ts';

/** An entry of Monday 03/04/24 (or the day given) in New York, 'HH:mm' to 'HH:mm'. */
const at = (
  id: number,
  from: string,
  to: string | null,
  { employee = 7, job = 1, day = '2024-03-04', label = 'Ana Lopez' } = {},
): JobEntry => ({
  id,
  employee_id: employee,
  job_id: job,
  clock_in_at: ny(`${day} ${from}`),
  clock_out_at: to === null ? null : ny(`${to < from ? addDays(day, 1) : day} ${to}`),
  work_date: day,
  label,
});

describe('isSameEntry', () => {
  it.each([
    { name: 'the same employee, job and minutes', b: at(2, '07:00', '15:00'), same: true },
    {
      name: 'seconds within the same minutes',
      b: { ...at(2, '07:00', '15:00'), clock_in_at: ny('2024-03-04 07:00:40') },
      same: true,
    },
    { name: 'another job', b: at(2, '07:00', '15:00', { job: 2 }), same: false },
    { name: 'another employee', b: at(2, '07:00', '15:00', { employee: 8 }), same: false },
    { name: 'another clock-out', b: at(2, '07:00', '15:01'), same: false },
    { name: 'an open entry', b: at(2, '07:00', null), same: false },
  ])('$name: $same', ({ b, same }) => {
    expect(isSameEntry(at(1, '07:00', '15:00'), b)).toBe(same);
  });
});

describe('checkNewEntries', () => {
  const kept = [at(10, '07:00', '15:00')];
  const overlapText =
    'One or more jobs have overlapping work hours for Ana Lopez (03/04/24). Please check clock-in and clock-out entries for jobs.';

  it.each([
    {
      name: 'an entry after the kept one',
      added: [at(0, '16:00', '18:00')],
      duplicates: [],
      overlapping: [],
      warning: null,
    },
    {
      name: 'an entry beginning when the kept one ends',
      added: [at(0, '15:00', '18:00')],
      duplicates: [],
      overlapping: [],
      warning: null,
    },
    {
      name: 'an exact copy of the kept entry',
      added: [at(0, '07:00', '15:00')],
      duplicates: [{ index: 0, message: 'The same time entry already exists for Ana Lopez on 03/04/24.' }],
      overlapping: [],
      warning: null,
    },
    {
      name: 'the same hours on another job (an overlap, not a duplicate)',
      added: [at(0, '07:00', '15:00', { job: 2 })],
      duplicates: [],
      overlapping: [0],
      warning: overlapText,
    },
    {
      name: 'a Monday shift on top of the kept one',
      added: [at(0, '16:00', '18:00'), at(1, '08:00', '16:00')],
      duplicates: [],
      overlapping: [1],
      warning: overlapText,
    },
    {
      name: 'a clone of an entry of the same request',
      added: [at(0, '16:00', '18:00'), at(1, '16:00', '18:00')],
      duplicates: [{ index: 1, message: 'The same time entry already exists for Ana Lopez on 03/04/24.' }],
      overlapping: [],
      warning: null,
    },
    {
      name: 'two added entries overlapping each other',
      added: [at(0, '16:00', '18:00'), at(1, '17:00', '19:00')],
      duplicates: [],
      overlapping: [0, 1],
      warning: overlapText,
    },
    {
      name: 'another employee at the same hours',
      added: [at(0, '07:00', '15:00', { employee: 8, label: 'Bo Chen' })],
      duplicates: [],
      overlapping: [],
      warning: null,
    },
    {
      name: 'a night shift into a kept early shift of the next day',
      added: [at(0, '22:00', '06:00', { day: '2024-03-03' })],
      duplicates: [],
      overlapping: [],
      warning: null,
    },
    {
      name: 'a night shift over midnight into the kept shift',
      added: [at(0, '20:00', '08:00', { day: '2024-03-03' })],
      duplicates: [],
      overlapping: [0],
      warning:
        'One or more jobs have overlapping work hours for Ana Lopez (03/04/24), Ana Lopez (03/03/24). Please check clock-in and clock-out entries for jobs.',
    },
  ])('$name', ({ added, duplicates, overlapping, warning }) => {
    expect(checkNewEntries(added, kept)).toEqual({ duplicates, overlapping, warning });
  });

  it('names a date without a label', () => {
    const { duplicates } = checkNewEntries([{ ...at(0, '07:00', '15:00'), label: undefined }], kept);
    expect(duplicates[0]?.message).toBe('The same time entry already exists for 03/04/24.');
  });

  it('compares real time, not wall clocks, when the clocks fall back', () => {
    // Kept: 01:30 EST (the second 01:30) to 05:00. Added: 00:00 EDT to 01:45 EDT, over before it.
    const utc = (id: number, from: string, to: string): JobEntry => ({
      ...at(id, '00:00', '01:00', { day: '2024-11-03' }),
      clock_in_at: from,
      clock_out_at: to,
    });
    const keptAtDst = [utc(10, '2024-11-03T06:30:00Z', '2024-11-03T10:00:00Z')];
    expect(
      checkNewEntries([utc(0, '2024-11-03T04:00:00Z', '2024-11-03T05:45:00Z')], keptAtDst).overlapping,
    ).toEqual([]);
    expect(
      checkNewEntries([utc(0, '2024-11-03T04:00:00Z', '2024-11-03T06:45:00Z')], keptAtDst).overlapping,
    ).toEqual([0]);
  });
});

describe('approvalChecks', () => {
  const paid = (entry: JobEntry, minutes: number): WeighedEntry => ({ ...entry, minutes });
  const week = [
    paid(at(1, '07:00', '15:00'), 480),
    paid(at(2, '14:00', '18:00'), 240),
    paid(at(3, '07:00', '15:00', { day: '2024-03-05' }), 480),
    paid(at(4, '15:00', '23:30', { day: '2024-03-05' }), 510),
    paid(at(5, '07:00', '15:00', { employee: 8, label: 'Bo Chen' }), 480),
  ];

  it.each([
    {
      name: 'a clean entry',
      chosen: [5],
      overlapping: [],
      overDayLimit: [],
      overlapList: '',
      days: [],
    },
    {
      name: 'an entry overlapping one not chosen',
      chosen: [1],
      overlapping: [1],
      overDayLimit: [],
      overlapList: 'Ana Lopez (03/04/24)',
      days: [],
    },
    {
      name: 'a day of 16.5 hours without overlaps',
      chosen: [3],
      overlapping: [],
      overDayLimit: [3],
      overlapList: '',
      days: [{ employee_id: 7, work_date: '2024-03-05', minutes: 990, label: 'Ana Lopez' }],
    },
    {
      name: 'the whole week',
      chosen: [1, 2, 3, 4, 5],
      overlapping: [1, 2],
      overDayLimit: [3, 4],
      overlapList: 'Ana Lopez (03/04/24)',
      days: [{ employee_id: 7, work_date: '2024-03-05', minutes: 990, label: 'Ana Lopez' }],
    },
  ])('$name', ({ chosen, overlapping, overDayLimit, overlapList, days }) => {
    expect(approvalChecks(chosen, week, '15:00:00')).toEqual({
      overlapping,
      overlapList,
      overDayLimit,
      daysOverLimit: days,
    });
  });

  it('takes the per-day limit from the split threshold', () => {
    expect(approvalChecks([3], week, '17:00:00').overDayLimit).toEqual([]);
    expect(approvalChecks([1], week, '07:00:00').overDayLimit).toEqual([1]);
  });
});
