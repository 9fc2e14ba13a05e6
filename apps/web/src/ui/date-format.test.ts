import { describe, expect, it } from 'vitest';
import { showDate, showDateTime } from './date-format.ts';

describe('date display', () => {
  it('shows local dates as MM/DD/YY', () => expect(showDate('2026-11-09')).toBe('11/09/26'));
  it('shows instants on the company clock as MM/DD/YY hh:mm a', () => {
    expect(showDateTime('2026-11-21T03:05:00.000Z', 'America/New_York')).toBe('11/20/26 10:05 pm');
    expect(showDateTime('2026-07-01T16:00:00.000Z', 'America/Los_Angeles')).toBe('07/01/26 09:00 am');
  });
});
