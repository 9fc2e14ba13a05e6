import { describe, expect, it } from 'vitest';
import { lateness } from './lateness.ts';
import { ny, settingsWith } from './test-support.ts';

const settings = settingsWith(); // start 07:00, stop 15:30, all windows 00:07:00
const job = { default_job_start_time: '07:00:00', default_job_end_time: '15:30:00' };

describe('lateness', () => {
  it.each([
    ['on time', '2024-03-04 07:00', '2024-03-04 15:30', 0, 0],
    ['inside both windows', '2024-03-04 07:07', '2024-03-04 15:23', 0, 0],
    ['one minute past each window', '2024-03-04 07:08', '2024-03-04 15:22', 8, 8],
    ['early in, late out is neither', '2024-03-04 06:30', '2024-03-04 16:30', 0, 0],
    ['half an hour late, still open', '2024-03-04 07:30', null, 30, 0],
    ['on the spring-forward morning', '2024-03-10 07:20', '2024-03-10 15:00', 20, 30],
  ])('%s', (_case, clockIn, clockOut, late, early) => {
    const entry = {
      work_date: clockIn.slice(0, 10),
      clock_in_at: ny(clockIn),
      clock_out_at: clockOut === null ? null : ny(clockOut),
    };
    expect(lateness(entry, settings, job)).toEqual({ late_minutes: late, early_minutes: early });
  });

  it('uses the company defaults when the job has none, and nothing when neither has one', () => {
    const entry = { work_date: '2024-03-04', clock_in_at: ny('2024-03-04 08:00'), clock_out_at: null };
    expect(lateness(entry, settingsWith({ default_job_start_time: '07:30:00' }), {}).late_minutes).toBe(30);
    const none = settingsWith({ default_job_start_time: '', default_job_stop_time: '' });
    expect(lateness(entry, none, null)).toEqual({ late_minutes: 0, early_minutes: 0 });
  });

  it('puts a stop before the start on the next day (hours across midnight)', () => {
    const night = { default_job_start_time: '22:00:00', default_job_end_time: '06:00:00' };
    const entry = {
      work_date: '2024-03-04',
      clock_in_at: ny('2024-03-04 22:00'),
      clock_out_at: ny('2024-03-05 05:00'),
    };
    expect(lateness(entry, settings, night)).toEqual({ late_minutes: 0, early_minutes: 60 });
  });

  it('reads no window as zero minutes of grace', () => {
    const strict = settingsWith({ after_clock_in_rounding: '', before_clock_out_rounding: '' });
    const entry = {
      work_date: '2024-03-04',
      clock_in_at: ny('2024-03-04 07:01'),
      clock_out_at: ny('2024-03-04 15:29'),
    };
    expect(lateness(entry, strict, job)).toEqual({ late_minutes: 1, early_minutes: 1 });
  });
});
