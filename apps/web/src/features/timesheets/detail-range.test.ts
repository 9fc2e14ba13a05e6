import { describe, expect, it } from 'vitest';
import { canMoveBack, canMoveNext, firstRange, moveRange, rangeAt } from './detail-range.ts';

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

  it("opens at the two days holding the row's first day with an entry", () => {
    const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
    const row = (withTime: Partial<Record<(typeof days)[number], number>>, openOn?: (typeof days)[number]) =>
      Object.fromEntries(
        days.flatMap((d) => [
          [d, withTime[d] ?? 0],
          [`${d}_approved_status`, withTime[d] !== undefined || d === openOn ? 0 : null],
        ]),
      ) as Parameters<typeof firstRange>[0];
    expect(firstRange(row({ sun: 20 }), week)).toEqual({ start: '2026-11-22', end: '2026-11-22' });
    expect(firstRange(row({ wed: 8, fri: 8 }), week)).toEqual({ start: '2026-11-18', end: '2026-11-19' });
    expect(firstRange(row({ tue: 8 }), week)).toEqual({ start: '2026-11-16', end: '2026-11-17' });
    // An entry still open (no hours yet) counts; a row with none opens at the week's start.
    expect(firstRange(row({ sun: 8 }, 'thu'), week)).toEqual({ start: '2026-11-18', end: '2026-11-19' });
    expect(firstRange(row({}), week)).toEqual({ start: '2026-11-16', end: '2026-11-17' });
  });
});
