import { describe, expect, it } from 'vitest';
import { dayEntries, errorPath, weekEntries } from './add-payload.ts';

describe('add timesheet payload', () => {
  it('sends only complete day rows, with the times the pickers kept', () => {
    const { entries, refs } = dayEntries(
      [
        {
          employee: 4,
          clockIn: '2026-11-16 07:00:00',
          clockOut: '2026-11-16 15:30:00',
          note: 'OTHER',
          other: ' rain ',
        },
        { employee: 5, clockIn: '2026-11-16 07:00:00' },
        {
          employee: 6,
          clockIn: '2026-11-16 22:00:00',
          clockOut: '2026-11-17 06:00:00',
          note: 'wrong job selected',
        },
        { clockIn: '2026-11-16 07:00:00', clockOut: '2026-11-16 15:30:00' },
      ],
      9,
    );
    expect(entries).toEqual([
      {
        emp_id: 4,
        job_id: 9,
        clock_in_date_time: '2026-11-16 07:00:00',
        clock_out_date_time: '2026-11-16 15:30:00',
        notes: 'rain',
      },
      {
        emp_id: 6,
        job_id: 9,
        clock_in_date_time: '2026-11-16 22:00:00',
        clock_out_date_time: '2026-11-17 06:00:00',
        notes: 'wrong job selected',
      },
    ]);
    expect(refs).toEqual([
      { row: 0, day: null },
      { row: 2, day: null },
    ]);
  });

  it('turns each complete weekday into an entry and maps server errors back', () => {
    const { entries, refs } = weekEntries(
      [
        {
          employee: 4,
          mon: { clockIn: '2026-11-16 07:00:00', clockOut: '2026-11-16 15:00:00' },
          wed: { clockIn: '2026-11-18 08:00:00', clockOut: '2026-11-18 12:00:00' },
          thu: { clockIn: '2026-11-19 08:00:00' },
        },
      ],
      9,
    );
    expect(entries.map((e) => e.clock_in_date_time)).toEqual(['2026-11-16 07:00:00', '2026-11-18 08:00:00']);
    expect(errorPath('time_entries.1.clock_out_date_time', refs)).toEqual(['rows', 0, 'wed', 'clockOut']);
    expect(errorPath('time_entries.0.emp_id', refs)).toEqual(['rows', 0, 'employee']);
    expect(errorPath('time_entries.1.clock_in_date_time', refs)).toEqual(['rows', 0, 'wed', 'clockIn']);
  });
});
