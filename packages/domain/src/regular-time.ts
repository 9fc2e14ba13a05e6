/** The weekly fill of regular time both overtime rules share (overtime.ts, overtime-policy.ts). */

/**
 * Each entry's regular minutes under the weekly threshold, the entries in pay order with their
 * workweek's Monday (a day number: a week's entries come one after another). A workweek at a time, in
 * one pass: the regular time its approved entries keep (`kept`, null for the others) is set aside,
 * then the parts of the week before's shifts that ran into it (their `nextWeek` minutes) fill what is
 * left, then its own entries' `thisWeek` minutes in order. `nextPart` is each entry's paid minutes
 * worked in the next workweek: an approved entry's regular time was taken there first.
 */
export function fillWeeklyRegular(
  monday: readonly number[],
  thisWeek: readonly number[],
  nextWeek: readonly number[],
  nextPart: readonly number[],
  kept: ReadonlyArray<number | null>,
  limit: number,
): number[] {
  const n = monday.length;
  const regular = new Array<number>(n).fill(0);
  // What the shifts of the workweek last filled bring into the one after it (`into`): the regular time
  // their approved splits hold there, and the entries whose parts worked there, which fill it first.
  let into = Number.NaN;
  let heldInto = 0;
  let firstParts: number[] = [];
  for (let from = 0; from < n;) {
    const week = monday[from]!;
    let to = from + 1;
    while (to < n && monday[to] === week) to++;
    // Shifts into a workweek with no entries of its own fill it alone.
    if (into !== week) fillParts(firstParts, nextWeek, regular, heldInto, limit);
    let held = into === week ? heldInto : 0;
    let heldNext = 0;
    for (let i = from; i < to; i++) {
      const keptRegular = kept[i];
      if (keptRegular == null) continue;
      regular[i] = keptRegular;
      const nextRegular = Math.min(nextPart[i]!, keptRegular);
      held += keptRegular - nextRegular;
      heldNext += nextRegular;
    }
    let used = into === week ? fillParts(firstParts, nextWeek, regular, held, limit) : 0;
    const comingFirst: number[] = [];
    for (let i = from; i < to; i++) {
      if (kept[i] != null) continue;
      const r = regularPart(thisWeek[i]!, held + used, limit);
      used += r;
      regular[i]! += r;
      if (nextWeek[i]! > 0) comingFirst.push(i);
    }
    into = week + 7;
    heldInto = heldNext;
    firstParts = comingFirst;
    from = to;
  }
  fillParts(firstParts, nextWeek, regular, heldInto, limit);
  return regular;
}

/**
 * Fills a workweek's regular time, after the `held` minutes its approved entries hold, with the parts
 * (`minutes`) of some entries in order, adding to their regular minutes; the minutes they took.
 */
function fillParts(
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
function regularPart(minutes: number, regularSoFar: number, regularLimit: number): number {
  return Math.min(minutes, Math.max(0, regularLimit - regularSoFar));
}
