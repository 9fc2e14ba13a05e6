/** The weekly fill of regular time both overtime rules share (overtime.ts, overtime-policy.ts). */

/**
 * Fills a workweek's regular time, after the `held` minutes its approved entries hold, with the parts
 * (`minutes`) of some entries in order, adding to their regular minutes; the minutes they took.
 */
export function fillParts(
  entries: readonly number[],
  minutes: readonly number[],
  regular: number[],
  held: number,
  limit: number,
): number {
  let used = 0;
  for (const i of entries) {
    const r = regularPart(minutes[i]!, held + used, limit);
    used += r;
    regular[i]! += r;
  }
  return used;
}

/** How much of `minutes` is still regular time once `regularSoFar` of the week's limit is used. */
export function regularPart(minutes: number, regularSoFar: number, regularLimit: number): number {
  return Math.min(minutes, Math.max(0, regularLimit - regularSoFar));
}
