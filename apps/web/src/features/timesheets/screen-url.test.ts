import { describe, expect, it } from 'vitest';
import { readPlace, writePlace } from './screen-url.ts';

const VIEWS = { 1: 'employee', 2: 'job' } as const;
const read = (query: string) => readPlace(new URLSearchParams(query), VIEWS);

describe("a timesheet screen's place in its address", () => {
  it('reads the week, site, view and rows', () => {
    expect(read('week=2026-11-16&site=3&view=job&row=12&sub=40')).toEqual({
      week: { start: '2026-11-16', end: '2026-11-22' },
      location: 3,
      by: 2,
      row: 12,
      sub: 40,
    });
  });

  it('takes any day of a week for its week, and falls back on what it cannot read', () => {
    expect(read('week=2026-11-19').week).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(read('week=2026-13-40&site=x&view=nope&row=-1&sub=1e3')).toEqual({
      week: null,
      location: 'all',
      by: 1,
      row: null,
      sub: null,
    });
    expect(read('')).toEqual({ week: null, location: 'all', by: 1, row: null, sub: null });
  });

  it('writes a place it reads back the same, and no sub row without a row', () => {
    const place = read('week=2026-11-16&site=3&view=job&row=12&sub=40');
    expect(writePlace(place, VIEWS).toString()).toBe('week=2026-11-16&site=3&view=job&row=12&sub=40');
    expect(read(writePlace(place, VIEWS).toString())).toEqual(place);
    expect(writePlace({ ...place, row: null }, VIEWS).toString()).toBe('week=2026-11-16&site=3&view=job');
    expect(writePlace({ ...place, week: null, location: 'all', by: 1 }, VIEWS).toString()).toBe(
      'view=employee&row=12&sub=40',
    );
  });
});
