import { describe, expect, it } from 'vitest';
import { twoLevelHeights } from './two-level-heights.ts';

describe('the two lists of Sub Contractor Timesheets', () => {
  it('gives the sub list whatever a short first-level grid leaves', () => {
    // Three companies need 48 + 3 x 36 + 2 = 158 px of the 500 - 36 = 464.
    expect(twoLevelHeights(500, 3, 20)).toEqual({ first: 158, sub: 306 });
  });

  it('keeps the first-level grid to its share when both lists are long', () => {
    expect(twoLevelHeights(500, 40, 20)).toEqual({ first: 269, sub: 195 });
  });

  it('lets a long first-level grid have the room a short sub list leaves', () => {
    // Two jobs need 48 + 2 x 36 + 2 = 122 px; the grid takes the remaining 342.
    expect(twoLevelHeights(500, 40, 2)).toEqual({ first: 342, sub: 122 });
  });

  it('keeps a row of room for an empty list', () => {
    expect(twoLevelHeights(500, 0, 0).first).toBe(86);
  });
});
