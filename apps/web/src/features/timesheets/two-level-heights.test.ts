import { describe, expect, it } from 'vitest';
import { twoLevelHeights } from './two-level-heights.ts';

describe('the two lists of Sub Contractor Timesheets', () => {
  it('gives the sub list whatever a short first-level grid leaves', () => {
    // Three companies need 56 + 3 x 39 + 2 = 175 px of the 500 - 36 = 464.
    expect(twoLevelHeights(500, 3, 20)).toEqual({ first: 175, sub: 289 });
  });

  it('keeps the first-level grid to its share when both lists are long', () => {
    expect(twoLevelHeights(500, 40, 20)).toEqual({ first: 269, sub: 195 });
  });

  it('lets a long first-level grid have the room a short sub list leaves', () => {
    // Two jobs need 56 + 2 x 39 + 2 = 136 px; the grid takes the remaining 328.
    expect(twoLevelHeights(500, 40, 2)).toEqual({ first: 328, sub: 136 });
  });

  it('keeps a row of room for an empty list', () => {
    expect(twoLevelHeights(500, 0, 0).first).toBe(97);
  });
});
