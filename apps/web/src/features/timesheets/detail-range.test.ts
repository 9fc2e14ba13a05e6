import { describe, expect, it } from 'vitest';
import { canMoveBack, canMoveNext, moveRange, rangeAt } from './detail-range.ts';

const week = { start: '2026-11-16', end: '2026-11-22' };

describe('detail range', () => {
  it('moves two days at a time within the week', () => {
    const first = rangeAt(week.start, week.end);
    expect(first).toEqual({ start: '2026-11-16', end: '2026-11-17' });
    expect(canMoveBack(first, week.start)).toBe(false);
    const last = moveRange(moveRange(moveRange(first, 1, week), 1, week), 1, week);
    expect(last).toEqual({ start: '2026-11-22', end: '2026-11-22' });
    expect(canMoveNext(last, week.end, '2026-11-30')).toBe(false);
    expect(moveRange(last, -1, week)).toEqual({ start: '2026-11-20', end: '2026-11-21' });
  });

  it('stops at today', () => {
    expect(canMoveNext(rangeAt('2026-11-18', week.end), week.end, '2026-11-19')).toBe(false);
    expect(canMoveNext(rangeAt('2026-11-16', week.end), week.end, '2026-11-19')).toBe(true);
  });
});
