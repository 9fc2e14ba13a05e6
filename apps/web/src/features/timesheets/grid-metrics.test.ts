import { describe, expect, it } from 'vitest';
import { GRID_ROW_HEIGHT, gridColumns, gridMinWidth, hasDoubleTime, visibleRange } from './grid-metrics.ts';

describe('the week grid sizes', () => {
  it('fits ID, a name, seven days, Reg, OT and Total in the least width', () => {
    expect(gridColumns('employee', true)).toBe('60px minmax(120px, 1fr) repeat(7, 48px) 46px 44px 50px');
    expect(gridMinWidth('employee', true)).toBe(60 + 120 + 7 * 48 + 46 + 44 + 50 + 16);
    expect(gridMinWidth('company', false)).toBe(60 + 110 + 7 * 48 + 56 + 16);
  });

  it('adds a DT column after OT only for rows with double time', () => {
    // The name gives up 24 px of its least width to it.
    expect(gridColumns('employee', true, true)).toBe(
      '60px minmax(96px, 1fr) repeat(7, 48px) 46px 44px 44px 50px',
    );
    expect(gridMinWidth('job', true, true)).toBe(60 + 86 + 7 * 48 + 52 + 48 + 48 + 56 + 16);
    expect(gridColumns('company', false, true)).toBe(gridColumns('company', false));
    expect(hasDoubleTime([{ double_time: 0 }, {}])).toBe(false);
    expect(hasDoubleTime([{ double_time: 0 }, { double_time: 2 }])).toBe(true);
  });

  it('draws the rows in view and a few on either side', () => {
    expect(visibleRange(0, 10 * GRID_ROW_HEIGHT, 2000)).toEqual({ first: 0, last: 13 });
    expect(visibleRange(100 * GRID_ROW_HEIGHT, 10 * GRID_ROW_HEIGHT, 2000)).toEqual({ first: 97, last: 113 });
    expect(visibleRange(1995 * GRID_ROW_HEIGHT, 10 * GRID_ROW_HEIGHT, 2000)).toEqual({
      first: 1992,
      last: 2000,
    });
    expect(visibleRange(0, 500, 0)).toEqual({ first: 0, last: 0 });
  });
});
