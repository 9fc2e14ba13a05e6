import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isPast, wallClock } from './meeting-times.ts';

describe('meeting times', () => {
  it('sends the picked date and time as the wall clock with seconds', () => {
    expect(wallClock(dayjs('2026-11-23'), dayjs('2026-01-01T07:30'))).toBe('2026-11-23 07:30:00');
  });
  it('calls a meeting past once its end is before now', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isPast({ meeting_end_at: '2026-11-21T11:59:00Z' }, now)).toBe(true);
    expect(isPast({ meeting_end_at: '2026-11-21T12:01:00Z' }, now)).toBe(false);
  });
});
