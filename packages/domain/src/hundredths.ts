import { forEachEmployee, type PaidEntry, type PayRules } from './overtime.ts';

/**
 * Hours are shown and exported to the hundredth. Rounding each line on its own makes columns that do
 * not add up (three 20-minute entries: 0.33 + 0.33 + 0.33 = 0.99 for one hour), so an employee-week is
 * rounded once and the remainder is given to its lines by largest remainder: the lines' totals add up to
 * the week's rounded total, their overtime to the week's rounded overtime, and on every line regular +
 * overtime = total. Any grouping of the lines (days, jobs, a file's rows) then adds up exactly too.
 *
 * Minutes are whole, so a minute is 5/3 of a hundredth: the arithmetic is done in thirds of a
 * hundredth, in integers, with no floating point.
 */

/** @internal weekHundredths' lines. */
export interface LineMinutes {
  /** Paid minutes of the line. */
  minutes: number;
  /** The part of them that is overtime. */
  overtime_minutes: number;
}

/** A line's hours in hundredths of an hour (integers): 150 is 1.50 h. */
export interface LineHundredths {
  total: number;
  regular: number;
  overtime: number;
}

const thirds = (minutes: number) => Math.max(0, Math.round(minutes)) * 5;
/** Thirds of a hundredth rounded to the nearest hundredth (never a tie: a remainder is 1 or 2 thirds). */
const rounded = (t: number) => Math.floor(t / 3) + (t % 3 === 2 ? 1 : 0);
const floorThird = (t: number) => Math.floor(t / 3);

/**
 * The working memory of the rounding, kept between weeks: a report or a grid rounds tens of thousands
 * of employee-weeks, and one object per line, per choice and per table row was most of its cost.
 * Integers (Int32Array), so the figures read from it are small integers, not boxed doubles.
 */
class Scratch {
  /** Each line's exact total and overtime in thirds of a hundredth (the week's lines, in order). */
  total = new Int32Array(64);
  overtime = new Int32Array(64);
  /** Each line's exact double time in thirds: a part of its overtime (the rest is 1.5x time). */
  double = new Int32Array(64);
  /** The rounded lines, in hundredths (outOvertime: overtime and double time together). */
  outTotal = new Int32Array(64);
  outOvertime = new Int32Array(64);
  outDouble = new Int32Array(64);
  /** Each line's eight choices (see CHOICES): their cost, or -1 where the choice is not allowed. */
  cost = new Int32Array(512);
  /** The table of least costs (see roundWeek). */
  best = new Float64Array(4096);

  /** Room for a week of n lines. */
  fit(n: number): void {
    if (n <= this.total.length) return;
    const size = Math.max(n, this.total.length * 2);
    this.total = new Int32Array(size);
    this.overtime = new Int32Array(size);
    this.double = new Int32Array(size);
    this.outTotal = new Int32Array(size);
    this.outOvertime = new Int32Array(size);
    this.outDouble = new Int32Array(size);
    this.cost = new Int32Array(size * CHOICES.length);
  }

  table(size: number): Float64Array {
    if (size > this.best.length) this.best = new Float64Array(Math.max(size, this.best.length * 2));
    return this.best;
  }
}

const scratch = new Scratch();

/**
 * The ways a line may be rounded, in the order a tie is settled: total, overtime (1.5x and 2x time
 * together) and double time each its floor or one more (`up`); regular = total - overtime, 1.5x time =
 * overtime - double time.
 */
const CHOICES = [
  { totalUp: 1, overtimeUp: 1, doubleUp: 1 },
  { totalUp: 1, overtimeUp: 1, doubleUp: 0 },
  { totalUp: 1, overtimeUp: 0, doubleUp: 1 },
  { totalUp: 1, overtimeUp: 0, doubleUp: 0 },
  { totalUp: 0, overtimeUp: 1, doubleUp: 1 },
  { totalUp: 0, overtimeUp: 1, doubleUp: 0 },
  { totalUp: 0, overtimeUp: 0, doubleUp: 1 },
  { totalUp: 0, overtimeUp: 0, doubleUp: 0 },
] as const;

/** Whether a figure rounded to `rounded` hundredths lies on its exact value's floor or ceiling (thirds). */
const besideExact = (rounded: number, exact: number) =>
  rounded === floorThird(exact) || (exact % 3 !== 0 && rounded === floorThird(exact) + 1);

/**
 * The cost of each choice of line k (how far its total, overtime, regular and double time lie from the
 * exact values, in thirds), or -1 where the choice would put one of its figures (1.5x time too) off
 * its exact value's floor or ceiling.
 */
function choiceCosts(k: number, withDouble: boolean): void {
  const t = scratch.total[k]!;
  const o = scratch.overtime[k]!;
  const d = withDouble ? scratch.double[k]! : 0;
  for (let c = 0; c < CHOICES.length; c++) {
    const { totalUp, overtimeUp, doubleUp } = CHOICES[c]!;
    const total = floorThird(t) + totalUp;
    const overtime = floorThird(o) + overtimeUp;
    const double = floorThird(d) + doubleUp;
    const allowed =
      besideExact(total, t) &&
      besideExact(overtime, o) &&
      besideExact(double, d) &&
      besideExact(total - overtime, t - o) &&
      besideExact(overtime - double, o - d);
    scratch.cost[CHOICES.length * k + c] = allowed
      ? Math.abs(total * 3 - t) +
        Math.abs(overtime * 3 - o) +
        Math.abs((total - overtime) * 3 - (t - o)) +
        Math.abs(double * 3 - d)
      : -1;
  }
}

/**
 * Rounds the n lines in the scratch (total, overtime and double time in thirds) into outTotal,
 * outOvertime and outDouble: the week's total, overtime and double time are each rounded once, and the
 * lines share them so that every column adds up to them exactly, with each of a line's figures
 * (regular, 1.5x and double time, their total) within one hundredth of its exact value: a controlled
 * rounding of the lines x {regular, 1.5x, double time} table, which always exists (the column sums
 * nest, so the table's constraints are totally unimodular). Among the roundings that do this, the one
 * closest to the exact figures; on a tie, earlier lines round up first.
 */
function roundWeek(n: number): void {
  const { total, overtime, double, outTotal, outOvertime, outDouble } = scratch;
  // Each column's hundredths to give out: its sum rounded once, less its lines' floors.
  const ups = (column: Int32Array) => {
    let sum = 0;
    let floors = 0;
    for (let k = 0; k < n; k++) {
      sum += column[k]!;
      floors += floorThird(column[k]!);
    }
    return rounded(sum) - floors;
  };
  const totalUps = ups(total);
  if (!overtime.subarray(0, n).some((o) => o > 0)) return withoutOvertime(n, totalUps);
  const overtimeUps = ups(overtime);
  // Double time in the table, unless that would make it too big; overtime too (see MAX_TABLE_CELLS).
  const cells = (doubleUps: number) => (n + 1) * (doubleUps + 1) * (overtimeUps + 1) * (totalUps + 1);
  if (cells(0) > MAX_TABLE_CELLS) {
    withoutOvertime(n, totalUps);
    shareWithin(n, overtime, outTotal, outOvertime);
    shareWithin(n, double, outOvertime, outDouble);
    return;
  }
  const shareDoubleAfter = cells(ups(double)) > MAX_TABLE_CELLS;
  const doubleUps = shareDoubleAfter ? 0 : ups(double);
  for (let k = 0; k < n; k++) choiceCosts(k, !shareDoubleAfter);
  const cost = scratch.cost;
  const choices = CHOICES.length;

  // best[at(i, d, o, t)]: the least cost of rounding lines i.. with d double-time, o overtime and t total
  // hundredths still to give out (a small table: a week has a few dozen lines at most, and only a week
  // with double time has more than one d).
  const tWidth = totalUps + 1;
  const oWidth = (overtimeUps + 1) * tWidth;
  const row = (doubleUps + 1) * oWidth;
  const at = (i: number, d: number, o: number, t: number) => i * row + d * oWidth + o * tWidth + t;
  const best = scratch.table((n + 1) * row);
  best.fill(Infinity, n * row, (n + 1) * row);
  best[n * row] = 0;
  const rest = (i: number, c: number, d: number, o: number, t: number) => {
    const { totalUp, overtimeUp, doubleUp } = CHOICES[c]!;
    const own = cost[choices * i + c]!;
    if (own < 0 || doubleUp > d || overtimeUp > o || totalUp > t) return Infinity;
    return own + best[at(i + 1, d - doubleUp, o - overtimeUp, t - totalUp)]!;
  };
  for (let i = n - 1; i >= 0; i--) {
    for (let d = 0; d <= doubleUps; d++) {
      for (let o = 0; o <= overtimeUps; o++) {
        for (let t = 0; t <= totalUps; t++) {
          let least = Infinity;
          for (let c = 0; c < choices; c++) least = Math.min(least, rest(i, c, d, o, t));
          best[at(i, d, o, t)] = least;
        }
      }
    }
  }
  if (!Number.isFinite(best[at(0, doubleUps, overtimeUps, totalUps)]!))
    throw new Error('weekHundredths: no rounding adds up');

  let [d, o, t] = [doubleUps, overtimeUps, totalUps];
  for (let i = 0; i < n; i++) {
    const goal = best[at(i, d, o, t)]!;
    const c = CHOICES.findIndex((_, c) => rest(i, c, d, o, t) === goal);
    const { totalUp, overtimeUp, doubleUp } = CHOICES[c]!;
    outTotal[i] = floorThird(total[i]!) + totalUp;
    outOvertime[i] = floorThird(overtime[i]!) + overtimeUp;
    outDouble[i] = floorThird(double[i]!) + doubleUp;
    d -= doubleUp;
    o -= overtimeUp;
    t -= totalUp;
  }
  if (shareDoubleAfter) shareWithin(n, double, outOvertime, outDouble);
}

/**
 * The most cells roundWeek's table may have (8 bytes each). A week of a few dozen lines needs a few
 * thousand; only a week of hundreds of lines with overtime (a day clocked in minutes) would pass it,
 * and a table that size would hold up the write. Such a week leaves double time out of the table and
 * shares it afterwards inside each line's rounded overtime; past the bound without double time too, it
 * rounds the totals by largest remainder and shares the overtime inside them the same way. Every
 * column still adds up; a line's figure may then be more than a hundredth off.
 */
const MAX_TABLE_CELLS = 2_000_000;

/**
 * Shares a column's sum (`exact`, in thirds), rounded once, among the n lines, each line's share within
 * its rounded figure of an enclosing column (`within`: double time within overtime, overtime within the
 * total): each line its floor, then the lines nearest to rounding up take the hundredths left (two
 * thirds over, then one third, earlier lines first), then any still left one at a time to the lines
 * with room. There is always room: the enclosing column was rounded once from minutes that hold all of
 * this one.
 */
function shareWithin(n: number, exact: Int32Array, within: Int32Array, out: Int32Array): void {
  let sum = 0;
  let ups = 0;
  for (let k = 0; k < n; k++) {
    sum += exact[k]!;
    out[k] = Math.min(floorThird(exact[k]!), within[k]!);
    ups -= out[k]!;
  }
  ups += rounded(sum);
  for (const over of [2, 1]) {
    for (let k = 0; k < n && ups > 0; k++) {
      if (exact[k]! % 3 !== over || out[k]! >= within[k]!) continue;
      out[k]! += 1;
      ups--;
    }
  }
  for (let gave = true; ups > 0 && gave;) {
    gave = false;
    for (let k = 0; k < n && ups > 0; k++) {
      if (out[k]! >= within[k]!) continue;
      out[k]! += 1;
      ups--;
      gave = true;
    }
  }
}

/**
 * A week without overtime (most of them), as the table above would round it, without the table: the
 * lines nearest to rounding up (two thirds of a hundredth over, then one third) take the hundredths
 * to give out, earlier lines first.
 */
function withoutOvertime(n: number, ups: number): void {
  const { total, outTotal, outOvertime, outDouble } = scratch;
  for (let k = 0; k < n; k++) {
    outTotal[k] = floorThird(total[k]!);
    outOvertime[k] = 0;
    outDouble[k] = 0;
  }
  for (const over of [2, 1]) {
    for (let k = 0; k < n && ups > 0; k++) {
      if (total[k]! % 3 !== over) continue;
      outTotal[k]! += 1;
      ups--;
    }
  }
}

/** Line k of the last roundWeek. */
function roundedLine(k: number): LineHundredths {
  const total = scratch.outTotal[k]!;
  const overtime = scratch.outOvertime[k]!;
  return { total, regular: total - overtime, overtime };
}

/** Puts a line's minutes in the scratch as line k (its overtime holding its double time). */
function setLine(k: number, minutes: number, overtimeMinutes: number, doubleMinutes = 0): void {
  const total = thirds(minutes);
  scratch.total[k] = total;
  scratch.overtime[k] = Math.min(thirds(overtimeMinutes), total);
  scratch.double[k] = Math.min(thirds(doubleMinutes), scratch.overtime[k]!);
}

/**
 * The lines of one employee-week in hundredths of an hour: the week's total and overtime are rounded
 * once, and the lines share them so that every column adds up to them exactly, regular + overtime =
 * total on every line, and each of a line's three figures is within one hundredth of its exact value
 * (a controlled rounding of the lines x {regular, overtime} table, which always exists). Among the
 * roundings that do this, the one closest to the exact figures; on a tie, earlier lines round up first.
 * @internal The rounding of entryHundredthsInOrder, one week at a time, which the tests check on its own.
 */
export function weekHundredths(lines: readonly LineMinutes[]): LineHundredths[] {
  scratch.fit(lines.length);
  lines.forEach((l, k) => setLine(k, l.minutes, l.overtime_minutes));
  roundWeek(lines.length);
  return lines.map((_, k) => roundedLine(k));
}

/** One figure's minutes rounded on their own to the hundredth (never a tie: a minute is 5/3 of a hundredth). */
export function minuteHundredths(minutes: number): number {
  return rounded(thirds(minutes));
}

/** Hundredths of an hour as text with two decimals, exactly (no floating point): 4033 -> '40.33'. */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The hundredths of entries by their position: entry i's total, overtime (1.5x) and double time
 * (regular is the rest).
 */
export interface HundredthsColumns {
  total: Int32Array;
  overtime: Int32Array;
  double: Int32Array;
}

/**
 * The hundredths of every entry, worked out per employee-week: the week's regular / 1.5x / double-time
 * split (entrySplits) rounded once as one table (roundWeek). Give it every live entry of the weeks,
 * approved or not, as the grid has them, and the shifts of the Sunday before that run into the first week; any
 * selection of the answers for those weeks (a day, a job, a range, the approved ones) then agrees with
 * the grid. By position (entry i's figures at index i), in two integer arrays: a report reads hundreds
 * of thousands of entries.
 */
export function entryHundredthsInOrder<Id>(
  entries: ReadonlyArray<PaidEntry<Id>>,
  rules: PayRules,
): HundredthsColumns {
  const total = new Int32Array(entries.length);
  const overtime = new Int32Array(entries.length);
  const double = new Int32Array(entries.length);
  // A tie in the rounding goes to the earlier line: the lines come in pay order (by time, then id),
  // whatever order the caller read them in, and a week's lines one after the other.
  forEachEmployee(entries, rules, (employee) => {
    const { list, regular, monday, position } = employee;
    for (let from = 0; from < list.length;) {
      let to = from + 1;
      while (to < list.length && monday[to] === monday[from]) to++;
      scratch.fit(to - from);
      for (let k = 0; k < to - from; k++) {
        const minutes = Math.max(0, list[from + k]!.minutes);
        setLine(k, minutes, minutes - regular[from + k]!, employee.double[from + k]!);
      }
      roundWeek(to - from);
      for (let k = 0; k < to - from; k++) {
        const at = position[from + k]!;
        total[at] = scratch.outTotal[k]!;
        double[at] = scratch.outDouble[k]!;
        overtime[at] = scratch.outOvertime[k]! - double[at]!;
      }
      from = to;
    }
  });
  return { total, overtime, double };
}
