import { describe, expect, it } from 'vitest';
import { roundClockIn, roundClockOut, roundToTarget } from './rounding.ts';
import { ny, NY, settingsWith } from './test-support.ts';

const settings = settingsWith(); // start 07:00, stop 15:30, all windows 00:07:00

describe('roundClockIn', () => {
  it.each([
    {
      name: 'seven minutes early (window edge)',
      punch: '2024-03-04 06:53:00',
      rounded: '2024-03-04 07:00:00',
    },
    {
      name: 'one second outside the early window',
      punch: '2024-03-04 06:52:59',
      rounded: '2024-03-04 06:52:59',
    },
    { name: 'two minutes early', punch: '2024-03-04 06:58:00', rounded: '2024-03-04 07:00:00' },
    { name: 'on time', punch: '2024-03-04 07:00:00', rounded: '2024-03-04 07:00:00' },
    {
      name: 'seven minutes late (window edge)',
      punch: '2024-03-04 07:07:00',
      rounded: '2024-03-04 07:00:00',
    },
    {
      name: 'one second outside the late window',
      punch: '2024-03-04 07:07:01',
      rounded: '2024-03-04 07:07:01',
    },
    { name: 'half an hour late', punch: '2024-03-04 07:30:00', rounded: '2024-03-04 07:30:00' },
    {
      name: 'a night-shift clock-in far from 07:00',
      punch: '2024-03-04 22:00:00',
      rounded: '2024-03-04 22:00:00',
    },
    {
      name: 'early on the spring-forward morning',
      punch: '2024-03-10 06:55:00',
      rounded: '2024-03-10 07:00:00',
    },
    { name: 'early on the fall-back morning', punch: '2024-11-03 06:58:00', rounded: '2024-11-03 07:00:00' },
  ])('rounds $name', ({ punch, rounded }) => {
    expect(roundClockIn(ny(punch), settings)).toBe(ny(rounded));
  });

  it.each([
    {
      name: "the job's own start time",
      job: { default_job_start_time: '06:00:00' },
      punch: '05:55',
      rounded: '06:00',
    },
    {
      name: 'the company start when the job has none',
      job: { default_job_start_time: null },
      punch: '06:55',
      rounded: '07:00',
    },
    {
      name: 'the company start when the job is blank',
      job: { default_job_start_time: '' },
      punch: '06:55',
      rounded: '07:00',
    },
    { name: 'the company start without a job', job: null, punch: '07:05', rounded: '07:00' },
  ])('rounds to $name', ({ job, punch, rounded }) => {
    expect(roundClockIn(ny(`2024-03-04 ${punch}`), settings, job)).toBe(ny(`2024-03-04 ${rounded}`));
  });

  it.each([
    {
      name: 'both windows are 00:00:00',
      before: '00:00:00',
      after: '00:00:00',
      punch: '06:58',
      rounded: '06:58',
    },
    {
      name: 'only the late window is set (early punch)',
      before: '00:00:00',
      after: '00:07:00',
      punch: '06:58',
      rounded: '06:58',
    },
    {
      name: 'only the late window is set (late punch)',
      before: '00:00:00',
      after: '00:07:00',
      punch: '07:05',
      rounded: '07:00',
    },
    { name: 'the windows are unset', before: '', after: '', punch: '06:58', rounded: '06:58' },
  ])('leaves or rounds when $name', ({ before, after, punch, rounded }) => {
    const s = settingsWith({ before_clock_in_rounding: before, after_clock_in_rounding: after });
    expect(roundClockIn(ny(`2024-03-04 ${punch}`), s)).toBe(ny(`2024-03-04 ${rounded}`));
  });
});

describe('roundClockOut', () => {
  it.each([
    { name: 'five minutes early', punch: '15:25:00', rounded: '15:30:00' },
    { name: 'seven minutes early (window edge)', punch: '15:23:00', rounded: '15:30:00' },
    { name: 'just outside the early window', punch: '15:22:59', rounded: '15:22:59' },
    { name: 'seven minutes late', punch: '15:37:00', rounded: '15:30:00' },
    { name: 'eight minutes late', punch: '15:38:00', rounded: '15:38:00' },
  ])('rounds a clock-out $name', ({ punch, rounded }) => {
    expect(roundClockOut(ny(`2024-03-04 ${punch}`), settings)).toBe(ny(`2024-03-04 ${rounded}`));
  });

  it("rounds to the job's own end time", () => {
    const job = { default_job_end_time: '17:00:00' };
    expect(roundClockOut(ny('2024-03-04 16:55'), settings, job)).toBe(ny('2024-03-04 17:00'));
  });

  it('uses the clock-out windows, not the clock-in ones', () => {
    const s = settingsWith({ before_clock_out_rounding: '00:15:00', before_clock_in_rounding: '00:00:00' });
    expect(roundClockOut(ny('2024-03-04 15:16'), s)).toBe(ny('2024-03-04 15:30'));
  });
});

describe('roundToTarget', () => {
  const window = (target: string) => ({ target, before: '00:07:00', after: '00:07:00' });

  it.each([
    {
      name: 'a punch before midnight to the next day',
      target: '00:00:00',
      punch: '2024-03-04 23:58',
      rounded: '2024-03-05 00:00',
    },
    {
      name: 'a punch after midnight to the same day',
      target: '00:00:00',
      punch: '2024-03-05 00:03',
      rounded: '2024-03-05 00:00',
    },
    {
      name: 'a late-evening target from just past midnight',
      target: '23:55:00',
      punch: '2024-03-05 00:01',
      rounded: '2024-03-04 23:55',
    },
    {
      name: 'a target skipped by spring forward to its shifted time',
      target: '02:30:00',
      punch: '2024-03-10 03:25',
      rounded: '2024-03-10 03:30',
    },
    {
      name: 'nothing when the target is unset',
      target: '',
      punch: '2024-03-04 06:58',
      rounded: '2024-03-04 06:58',
    },
  ])('rounds $name', ({ target, punch, rounded }) => {
    expect(roundToTarget(ny(punch), window(target), NY)).toBe(ny(rounded));
  });

  it('returns the instant in ISO form even when unchanged', () => {
    expect(roundToTarget(Date.UTC(2024, 2, 4, 15), window('07:00:00'), NY)).toBe('2024-03-04T15:00:00.000Z');
  });
});
