import { GRID_HEADER_HEIGHT as HEADER, GRID_ROW_HEIGHT as ROW } from './grid-metrics.ts';

/** The sub list's title above it. */
const SUB_TITLE_HEIGHT = 36;
/** The share of the room the first-level grid keeps when both lists are long. */
const FIRST_SHARE = 0.58;

/** A little more than the rows, so that a pixel of rounding never shows a scrollbar. */
const SLACK = 2;

const needed = (rows: number) => HEADER + Math.max(rows, 1) * ROW + SLACK;

/**
 * Heights of the first-level grid and of its sub list in the grid's tab: each list takes what its rows
 * need, and when they need more than there is, the first-level grid keeps at most its share unless
 * the sub list leaves it more.
 */
export function twoLevelHeights(height: number, firstRows: number, subRows: number) {
  const room = height - SUB_TITLE_HEIGHT;
  const first = Math.min(needed(firstRows), Math.max(room * FIRST_SHARE, room - needed(subRows)));
  return { first: Math.round(first), sub: Math.round(room - first) };
}
