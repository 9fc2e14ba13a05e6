import { describe, expect, it } from 'vitest';
import { clampClockOut, clockOutRange, type TimeEntryDraft, validateTimeEntry } from './clock-out-bounds.ts';
import { ny, NY } from './test-support.ts';

const NOW = ny('2024-03-06 12:00');
const options = (splitThreshold: string | null = '15:00:00', now = NOW) => ({ tz: NY, now, splitThreshold });

describe('clampClockOut', () => {
  it.each([
    {
      name: 'keeps a clock-out inside the bounds',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 15:30',
      split: '15:00:00',
      kept: '2024-03-04 15:30',
    },
    {
      name: 'keeps a clock-out one minute after clock-in',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 07:01',
      split: '15:00:00',
      kept: '2024-03-04 07:01',
    },
    {
      name: 'snaps one earlier on the same day to clock-in + 1 hour',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 06:00',
      split: '15:00:00',
      kept: '2024-03-04 08:00',
    },
    {
      name: 'snaps one equal to clock-in',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 07:00',
      split: '15:00:00',
      kept: '2024-03-04 08:00',
    },
    {
      name: 'snaps one in the same minute',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 07:00:30',
      split: '15:00:00',
      kept: '2024-03-04 08:00',
    },
    {
      name: 'clamps one past the max to clock-in + max',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 23:00',
      split: '15:00:00',
      kept: '2024-03-04 22:00',
    },
    {
      name: 'keeps a next-morning clock-out of a night shift',
      clockIn: '2024-03-04 22:00',
      clockOut: '2024-03-05 06:00',
      split: '15:00:00',
      kept: '2024-03-05 06:00',
    },
    {
      name: 'clamps to a 10-hour threshold',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 18:00',
      split: '10:00:00',
      kept: '2024-03-04 17:00',
    },
    {
      name: 'clamps to 15 hours when the threshold is 00:00:00',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-05 07:00',
      split: '00:00:00',
      kept: '2024-03-04 22:00',
    },
    {
      name: 'clamps to 15 hours when the threshold is unset',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-05 07:00',
      split: null,
      kept: '2024-03-04 22:00',
    },
    {
      name: 'clamps a future clock-out to now',
      clockIn: '2024-03-06 11:00',
      clockOut: '2024-03-06 13:00',
      split: '15:00:00',
      kept: '2024-03-06 12:00',
    },
    {
      name: 'clamps a snapped clock-out that lands in the future',
      clockIn: '2024-03-06 11:30',
      clockOut: '2024-03-06 11:00',
      split: '15:00:00',
      kept: '2024-03-06 12:00',
    },
    {
      name: 'holds a 30-hour threshold to the next day',
      clockIn: '2024-03-04 22:00',
      clockOut: '2024-03-06 03:00',
      split: '30:00:00',
      kept: '2024-03-05 23:59',
    },
    {
      name: 'keeps 15 real hours over spring forward',
      clockIn: '2024-03-09 22:00',
      clockOut: '2024-03-10 14:00',
      split: '15:00:00',
      kept: '2024-03-10 14:00',
      now: '2024-12-31 00:00',
    },
    {
      name: 'clamps to 15 real hours over spring forward',
      clockIn: '2024-03-09 22:00',
      clockOut: '2024-03-10 15:00',
      split: '15:00:00',
      kept: '2024-03-10 14:00',
      now: '2024-12-31 00:00',
    },
    {
      name: 'clamps to 15 real hours over fall back',
      clockIn: '2024-11-02 22:00',
      clockOut: '2024-11-03 14:00',
      split: '15:00:00',
      kept: '2024-11-03 12:00',
      now: '2024-12-31 00:00',
    },
  ] as Array<{
    name: string;
    clockIn: string;
    clockOut: string;
    split: string | null;
    kept: string;
    now?: string;
  }>)('$name', ({ clockIn, clockOut, split, kept, now }) => {
    expect(clampClockOut(ny(clockIn), ny(clockOut), options(split, now ? ny(now) : NOW))).toBe(ny(kept));
  });
});

describe('clockOutRange', () => {
  it.each([
    {
      name: 'a morning clock-in days ago',
      clockIn: '2024-03-04 07:00',
      min: '2024-03-04 07:01',
      max: '2024-03-04 22:00',
    },
    {
      name: 'a clock-in this morning (max is now)',
      clockIn: '2024-03-06 07:00',
      min: '2024-03-06 07:01',
      max: '2024-03-06 12:00',
    },
    {
      name: 'an evening clock-in (max next morning)',
      clockIn: '2024-03-04 20:00',
      min: '2024-03-04 20:01',
      max: '2024-03-05 11:00',
    },
  ])('offers $name from $min to $max', ({ clockIn, min, max }) => {
    expect(clockOutRange(ny(clockIn), options())).toEqual({ min: ny(min), max: ny(max) });
  });
});

describe('validateTimeEntry', () => {
  const valid: TimeEntryDraft = {
    emp_id: 7,
    job_id: 3,
    clock_in_date_time: ny('2024-03-04 07:00'),
    clock_out_date_time: ny('2024-03-04 15:30'),
    notes: 'device issue, device not properly working',
  };

  it.each([
    { name: 'a complete entry', draft: {}, split: '15:00:00', requireNote: true, errors: {} },
    {
      name: 'an empty form',
      draft: { emp_id: null, job_id: null, clock_in_date_time: null, clock_out_date_time: null, notes: '' },
      split: '15:00:00',
      requireNote: true,
      errors: {
        emp_id: 'Please select an employee',
        job_id: 'Please select a job',
        clock_in_date_time: 'Please select Clock-In Time',
        clock_out_date_time: 'Please select Clock-Out Time',
        notes: 'Please select a Note',
      },
    },
    {
      name: 'an OTHER note without text',
      draft: { notes: '  ', note_is_other: true },
      split: '15:00:00',
      requireNote: true,
      errors: { notes: 'Please enter a Note' },
    },
    {
      name: 'no note where the note is optional',
      draft: { notes: null },
      split: '15:00:00',
      requireNote: false,
      errors: {},
    },
    {
      name: 'a clock-out without a clock-in',
      draft: { clock_in_date_time: null },
      split: '15:00:00',
      requireNote: true,
      errors: { clock_in_date_time: 'Please select Clock-In Time' },
    },
    {
      name: 'a clock-in in the future',
      draft: { clock_in_date_time: ny('2024-03-06 13:00'), clock_out_date_time: ny('2024-03-06 14:00') },
      split: '15:00:00',
      requireNote: true,
      errors: {
        clock_in_date_time: 'Clock-In Time cannot be in the future.',
        clock_out_date_time: 'Clock-Out Time cannot be in the future.',
      },
    },
    {
      name: 'a clock-out before the clock-in',
      draft: { clock_out_date_time: ny('2024-03-04 06:00') },
      split: '15:00:00',
      requireNote: true,
      errors: { clock_out_date_time: 'Clock-Out Time must be at least 1 minute after Clock-In Time.' },
    },
    {
      name: 'a clock-out in the same minute',
      draft: { clock_out_date_time: ny('2024-03-04 07:00:45') },
      split: '15:00:00',
      requireNote: true,
      errors: { clock_out_date_time: 'Clock-Out Time must be at least 1 minute after Clock-In Time.' },
    },
    {
      name: 'a clock-out in the future',
      draft: { clock_in_date_time: ny('2024-03-06 07:00'), clock_out_date_time: ny('2024-03-06 12:01') },
      split: '15:00:00',
      requireNote: true,
      errors: { clock_out_date_time: 'Clock-Out Time cannot be in the future.' },
    },
    {
      name: 'a 16-hour entry',
      draft: { clock_out_date_time: ny('2024-03-04 23:00') },
      split: '15:00:00',
      requireNote: true,
      errors: { clock_out_date_time: 'Clock-Out Time cannot be more than 15 hours after Clock-In Time.' },
    },
    {
      name: 'a 16-hour entry with a 15:30 threshold',
      draft: { clock_out_date_time: ny('2024-03-04 23:00') },
      split: '15:30:00',
      requireNote: true,
      errors: { clock_out_date_time: 'Clock-Out Time cannot be more than 15.5 hours after Clock-In Time.' },
    },
    {
      name: 'a clock-out two days later under a 30-hour threshold',
      draft: { clock_in_date_time: ny('2024-03-04 22:00'), clock_out_date_time: ny('2024-03-06 01:00') },
      split: '30:00:00',
      requireNote: true,
      errors: {
        clock_out_date_time: 'Clock-Out Time must be on the same day as Clock-In Time or the next day.',
      },
    },
    {
      name: 'a night shift over spring forward',
      draft: { clock_in_date_time: ny('2024-03-09 22:00'), clock_out_date_time: ny('2024-03-10 06:00') },
      split: '15:00:00',
      requireNote: true,
      errors: {},
      now: '2024-03-11 12:00',
    },
  ] as Array<{
    name: string;
    draft: TimeEntryDraft;
    split: string;
    requireNote: boolean;
    errors: object;
    now?: string;
  }>)('reports $name', ({ draft, split, requireNote, errors, now }) => {
    const bounds = { ...options(split, now ? ny(now) : NOW), requireNote };
    expect(validateTimeEntry({ ...valid, ...draft }, bounds)).toEqual(errors);
  });
});
