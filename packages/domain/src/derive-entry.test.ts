import { describe, expect, it } from 'vitest';
import { deriveEntry, type DerivedEntry, elapsedMinutes, latestClockOut } from './derive-entry.ts';
import type { JobDefaults } from './rounding.ts';
import type { Settings } from './settings.ts';
import { ny, settingsWith } from './test-support.ts';
import { localDateTimeToInstant } from './week.ts';

interface Row {
  name: string;
  clockIn: string;
  clockOut?: string | null;
  now?: string;
  settings?: Partial<Settings>;
  job?: JobDefaults;
  isFullPay?: boolean;
  round?: boolean;
  roundClockOut?: boolean;
  expected: Partial<DerivedEntry>;
}

const DEFAULT_NOW = '2024-12-31 12:00';

describe('deriveEntry', () => {
  it.each<Row>([
    {
      name: 'an ordinary day with the break taken off',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 15:30',
      expected: {
        work_date: '2024-03-04',
        shift: 1,
        elapsed_minutes: 510,
        break_minutes: 30,
        minutes: 480,
        clock_in_status: 0,
        clock_out_status: 0,
        reasons: [],
      },
    },
    {
      name: 'punches rounded to the default hours, originals kept',
      clockIn: '2024-03-04 06:56',
      clockOut: '2024-03-04 15:34',
      expected: {
        clock_in_at: ny('2024-03-04 07:00'),
        clock_out_at: ny('2024-03-04 15:30'),
        org_clock_in_at: ny('2024-03-04 06:56'),
        org_clock_out_at: ny('2024-03-04 15:34'),
        elapsed_minutes: 510,
        minutes: 480,
      },
    },
    {
      name: 'typed times kept as typed when rounding is off',
      clockIn: '2024-03-04 06:56',
      clockOut: '2024-03-04 15:34',
      round: false,
      expected: { clock_in_at: ny('2024-03-04 06:56'), elapsed_minutes: 518, minutes: 488 },
    },
    {
      name: 'a forgotten clock-out closed at the next clock-in: the clock-in keeps its rounding',
      clockIn: '2024-03-04 06:55',
      clockOut: '2024-03-04 12:00',
      roundClockOut: false,
      expected: { clock_in_at: ny('2024-03-04 07:00'), clock_out_at: ny('2024-03-04 12:00'), minutes: 300 },
    },
    {
      name: 'a close that is not rounded stays where it is, even near the default stop',
      clockIn: '2024-03-04 06:55',
      clockOut: '2024-03-04 15:34',
      roundClockOut: false,
      expected: {
        clock_in_at: ny('2024-03-04 07:00'),
        clock_out_at: ny('2024-03-04 15:34'),
        elapsed_minutes: 514,
      },
    },
    {
      name: 'seconds ignored as the clock shows minutes',
      clockIn: '2024-03-04 07:00:30',
      clockOut: '2024-03-04 15:30:10',
      round: false,
      expected: { elapsed_minutes: 510 },
    },
    {
      name: 'a short entry without a break',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 12:00',
      expected: { elapsed_minutes: 300, break_minutes: 0, minutes: 300 },
    },
    {
      name: 'a pay-in-full entry',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 15:30',
      isFullPay: true,
      expected: { break_minutes: 0, minutes: 510 },
    },
    {
      name: 'the job default start time',
      clockIn: '2024-03-04 05:55',
      clockOut: '2024-03-04 14:00',
      job: { default_job_start_time: '06:00:00', default_job_end_time: '14:00:00' },
      expected: { clock_in_at: ny('2024-03-04 06:00'), elapsed_minutes: 480 },
    },
    {
      name: 'a night shift over midnight, counted on its clock-in day',
      clockIn: '2024-03-04 22:00',
      clockOut: '2024-03-05 06:00',
      expected: {
        work_date: '2024-03-04',
        shift: 2,
        elapsed_minutes: 480,
        minutes: 450,
        clock_out_status: 0,
      },
    },
    {
      name: 'a night shift over spring forward (7 real hours)',
      clockIn: '2024-03-09 22:00',
      clockOut: '2024-03-10 06:00',
      expected: {
        work_date: '2024-03-09',
        shift: 2,
        elapsed_minutes: 420,
        minutes: 390,
        clock_out_status: 0,
      },
    },
    {
      name: 'a night shift over fall back (9 real hours)',
      clockIn: '2024-11-02 22:00',
      clockOut: '2024-11-03 06:00',
      expected: {
        work_date: '2024-11-02',
        shift: 2,
        elapsed_minutes: 540,
        minutes: 510,
        clock_out_status: 0,
      },
    },
    {
      name: 'an early-morning day shift through the repeated hour',
      clockIn: '2024-11-03 00:30',
      clockOut: '2024-11-03 03:30',
      expected: { work_date: '2024-11-03', shift: 1, elapsed_minutes: 240 },
    },
    {
      name: 'a London night shift over the BST change',
      clockIn: '2024-03-30 22:00',
      clockOut: '2024-03-31 06:00',
      settings: { time_zone: 'Europe/London' },
      expected: {
        work_date: '2024-03-30',
        clock_in_at: '2024-03-30T22:00:00.000Z',
        clock_out_at: '2024-03-31T05:00:00.000Z',
        elapsed_minutes: 420,
      },
    },
    {
      name: 'an entry longer than the length threshold',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 20:00',
      expected: {
        elapsed_minutes: 780,
        minutes: 750,
        clock_in_status: 0,
        clock_out_status: 1,
        reasons: ['length_threshold'],
      },
    },
    {
      name: 'an entry exactly the length threshold',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 19:00',
      expected: { elapsed_minutes: 720, clock_out_status: 0 },
    },
    {
      name: 'a long entry when the length threshold is unset',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 20:00',
      settings: { time_entry_length_threshold: '' },
      expected: { elapsed_minutes: 780, clock_out_status: 0, reasons: [] },
    },
    {
      name: 'an entry past the split threshold, clamped',
      clockIn: '2024-03-04 06:00',
      clockOut: '2024-03-04 22:00',
      expected: {
        clock_out_at: ny('2024-03-04 21:00'),
        org_clock_out_at: ny('2024-03-04 22:00'),
        elapsed_minutes: 900,
        minutes: 870,
        clock_out_status: 1,
        reasons: ['split_threshold', 'length_threshold'],
      },
    },
    {
      name: 'an entry exactly the split threshold, not clamped',
      clockIn: '2024-03-04 06:00',
      clockOut: '2024-03-04 21:00',
      expected: { clock_out_at: ny('2024-03-04 21:00'), elapsed_minutes: 900, reasons: ['length_threshold'] },
    },
    {
      name: 'an entry past a split threshold of 00:00:00 (read as 15:00:00)',
      clockIn: '2024-03-04 06:00',
      clockOut: '2024-03-04 22:00',
      settings: { time_entry_split_threshold: '00:00:00' },
      expected: { clock_out_at: ny('2024-03-04 21:00'), elapsed_minutes: 900 },
    },
    {
      name: 'an entry past a split threshold of 10:00:00',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 18:00',
      settings: { time_entry_split_threshold: '10:00:00', time_entry_length_threshold: '' },
      expected: { clock_out_at: ny('2024-03-04 17:00'), elapsed_minutes: 600, reasons: ['split_threshold'] },
    },
    {
      name: 'an open clock-in within the threshold',
      clockIn: '2024-03-04 07:00',
      now: '2024-03-04 10:00',
      expected: {
        clock_out_at: null,
        org_clock_out_at: null,
        elapsed_minutes: 0,
        minutes: 0,
        clock_out_status: 0,
        reasons: [],
      },
    },
    {
      name: 'an open clock-in exactly the threshold old',
      clockIn: '2024-03-04 07:00',
      now: '2024-03-04 22:00',
      expected: { clock_out_at: null, clock_out_status: 0 },
    },
    {
      name: 'an open clock-in older than the threshold, closed and flagged',
      clockIn: '2024-03-04 07:00',
      now: '2024-03-05 09:00',
      expected: {
        clock_out_at: ny('2024-03-04 22:00'),
        org_clock_out_at: null,
        elapsed_minutes: 900,
        minutes: 870,
        clock_out_status: 1,
        reasons: ['auto_closed', 'length_threshold'],
      },
    },
    {
      name: 'a night shift clocked out after the next-morning deadline',
      clockIn: '2024-03-04 18:00',
      clockOut: '2024-03-05 09:00',
      expected: {
        clock_out_at: ny('2024-03-05 08:00'),
        elapsed_minutes: 840,
        clock_out_status: 1,
        reasons: ['night_shift_deadline', 'length_threshold'],
      },
    },
    {
      name: 'an open night shift past the next-morning deadline',
      clockIn: '2024-03-04 23:00',
      now: '2024-03-05 08:30',
      expected: { clock_out_at: ny('2024-03-05 08:00'), elapsed_minutes: 540, reasons: ['auto_closed'] },
    },
    {
      name: 'a night shift clocked out before the deadline',
      clockIn: '2024-03-04 23:00',
      clockOut: '2024-03-05 07:30',
      expected: { clock_out_at: ny('2024-03-05 07:30'), elapsed_minutes: 510, clock_out_status: 0 },
    },
    {
      name: 'a night shift when the deadline is unset (only the split threshold caps)',
      clockIn: '2024-03-04 18:00',
      clockOut: '2024-03-05 09:00',
      settings: { next_day_clock_out_rounding_time: '' },
      expected: { clock_out_at: ny('2024-03-05 09:00'), elapsed_minutes: 900, reasons: ['length_threshold'] },
    },
    {
      name: 'an evening entry when night-shift detection is off',
      clockIn: '2024-03-04 22:00',
      clockOut: '2024-03-05 06:00',
      settings: { night_shift_check_time: '' },
      expected: { shift: 1, work_date: '2024-03-04', elapsed_minutes: 480 },
    },
    {
      name: 'a clock-in from the future (device clock)',
      clockIn: '2024-03-04 14:00',
      now: '2024-03-04 13:00',
      expected: { clock_in_status: 1, clock_out_status: 0, reasons: ['clock_in_in_future'] },
    },
    {
      name: 'a clock-out from the future',
      clockIn: '2024-03-04 07:00',
      clockOut: '2024-03-04 15:30',
      now: '2024-03-04 15:00',
      expected: { clock_in_status: 0, clock_out_status: 1, reasons: ['clock_out_in_future'] },
    },
    {
      name: 'a clock-out before the clock-in',
      clockIn: '2024-03-04 15:00',
      clockOut: '2024-03-04 14:00',
      expected: {
        elapsed_minutes: 0,
        minutes: 0,
        clock_out_status: 1,
        reasons: ['clock_out_not_after_clock_in'],
      },
    },
    {
      name: 'punches that rounding would invert, kept unrounded',
      clockIn: '2024-03-04 15:26',
      clockOut: '2024-03-04 15:28',
      job: { default_job_start_time: '15:30:00', default_job_end_time: '15:30:00' },
      expected: {
        clock_in_at: ny('2024-03-04 15:26'),
        clock_out_at: ny('2024-03-04 15:28'),
        elapsed_minutes: 2,
        reasons: [],
      },
    },
    {
      name: 'a clock-in rounded over midnight, dated by the rounded time',
      clockIn: '2024-03-04 23:56',
      clockOut: '2024-03-05 08:00',
      job: { default_job_start_time: '00:00:00' },
      settings: { night_shift_check_time: '' },
      expected: { clock_in_at: ny('2024-03-05 00:00'), work_date: '2024-03-05', elapsed_minutes: 480 },
    },
  ])(
    'derives $name',
    ({ clockIn, clockOut, now, settings, job, isFullPay, round, roundClockOut, expected }) => {
      const all = settingsWith(settings);
      const local = (value: string) => localDateTimeToInstant(value, all.time_zone);
      const entry = deriveEntry({
        clockIn: local(clockIn),
        clockOut: clockOut ? local(clockOut) : null,
        now: local(now ?? DEFAULT_NOW),
        settings: all,
        job,
        isFullPay,
        round,
        roundClockOut,
      });
      expect(entry).toMatchObject(expected);
    },
  );
});

describe('latestClockOut', () => {
  it.each([
    {
      name: 'a day shift: the split threshold',
      clockIn: '2024-03-04 07:00',
      at: ny('2024-03-04 22:00'),
      reason: 'split_threshold',
    },
    {
      name: 'an evening shift: the next-morning deadline',
      clockIn: '2024-03-04 18:00',
      at: ny('2024-03-05 08:00'),
      reason: 'night_shift_deadline',
    },
    {
      name: 'an early-morning shift: the split threshold',
      clockIn: '2024-03-05 02:00',
      at: ny('2024-03-05 17:00'),
      reason: 'split_threshold',
    },
  ])('caps $name', ({ clockIn, at, reason }) => {
    expect(latestClockOut(ny(clockIn), settingsWith())).toEqual({ at, reason });
  });
});

describe('elapsedMinutes', () => {
  it.each([
    { from: '2024-03-04 07:00', to: '2024-03-04 15:30', minutes: 510 },
    { from: '2024-03-09 22:00', to: '2024-03-10 06:00', minutes: 420 },
    { from: '2024-11-02 22:00', to: '2024-11-03 06:00', minutes: 540 },
    { from: '2024-03-04 15:00', to: '2024-03-04 14:00', minutes: 0 },
  ])('counts $minutes real minutes from $from to $to', ({ from, to, minutes }) => {
    expect(elapsedMinutes(ny(from), ny(to))).toBe(minutes);
  });
});
