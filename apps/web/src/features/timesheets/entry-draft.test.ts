import { describe, expect, it } from 'vitest';
import { NOTE_OTHER, type TimeEntryDetail } from '@portal/contracts/timesheets';
import { createTimeEntry } from '../../test/factories.ts';
import { approvalWarnings, correctTimes, draftErrors, draftOf, payLine } from './entry-draft.ts';

/** The shared test entry, moved to Monday 11/16/2026. */
const entry = (overrides: Partial<TimeEntryDetail> = {}) =>
  createTimeEntry({
    date: '2026-11-16',
    clock_in_date_time: '2026-11-16 07:00:00',
    clock_out_date_time: '2026-11-16 15:30:00',
    ...overrides,
  });

describe('entry drafts', () => {
  it('says the double time of an entry beside its regular time and overtime, only when it has some', () => {
    const long = entry({
      clock_out_date_time: '2026-11-16 21:30:00',
      total: 14,
      regular_time: 8,
      over_time: 4,
      double_time: 2,
    });
    expect(payLine(long, draftOf(long), 'America/New_York')).toBe(
      'Paid 14.0 h: 8.0 regular, 4.0 overtime, 2.0 double time (30 min break)',
    );
    const plain = entry();
    expect(payLine(plain, draftOf(plain), 'America/New_York')).toBe('Paid 8.5 h: 8.5 regular, 0.0 overtime');
  });

  it('reads a free-text note as OTHER', () => {
    expect(draftOf(entry({ notes: 'rain' }))).toMatchObject({ note: NOTE_OTHER, other_text: 'rain' });
    expect(draftOf(entry({ notes: 'wrong job selected' })).note).toBe('wrong job selected');
  });

  it('marks a correction touched and selected and clears the note', () => {
    const draft = correctTimes(draftOf(entry({ notes: 'wrong job selected' })), {
      clock_in: '2026-11-16 06:00:00',
      clock_out: null,
    });
    expect(draft).toMatchObject({ touched: true, selected: true, note: null });
    expect(draftErrors(draft)).toEqual({ clock_out: 'Please select end time!', note: 'Please select note!' });
    expect(draftErrors({ ...draft, clock_out: '2026-11-16 08:00:00', note: NOTE_OTHER }).note).toBe(
      'Please enter note!',
    );
  });

  it('warns about overlapping hours of the selected entries', () => {
    const a = { entry: entry(), draft: { ...draftOf(entry()), selected: true } };
    const later = entry({
      id: 2,
      total: 3,
      clock_in_date_time: '2026-11-16 15:00:00',
      clock_out_date_time: '2026-11-16 18:00:00',
    });
    const b = { entry: later, draft: draftOf(later) };
    expect(approvalWarnings([a], [a, b], 'America/New_York', '15:00:00')).toEqual([
      'One or more jobs have overlapping work hours for James Smith (11/16/26). Please check clock-in and clock-out entries for jobs.',
    ]);
  });

  it('warns when a day adds up past the per-day limit', () => {
    const long = entry({ total: 16 });
    const a = { entry: long, draft: { ...draftOf(long), selected: true } };
    expect(approvalWarnings([a], [a], 'America/New_York', '15:00:00')).toEqual([
      'Per day limit of 15 hours is exceeded for James Smith (11/16/26).',
    ]);
  });
});
