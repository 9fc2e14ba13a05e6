import { forEachEmployee, type PaidEntry, type PayRules } from './overtime.ts';
import { weekOfDate } from './week.ts';

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
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** One line's exact total and overtime in thirds of a hundredth, and their floors in hundredths. */
interface Exact {
  total: number;
  overtime: number;
  regular: number;
}

/** A line rounded: its total and overtime each its floor or one more (`up`), in hundredths. */
interface Choice {
  totalUp: 0 | 1;
  overtimeUp: 0 | 1;
  /** How far the three columns lie from the exact values, in thirds: what the rounding minimises. */
  cost: number;
  hundredths: LineHundredths;
}

/** The ways a line may be rounded: every column its floor or one more, regular = total - overtime. */
function choices(e: Exact): Choice[] {
  const out: Choice[] = [];
  for (const totalUp of [1, 0] as const) {
    if (totalUp && e.total % 3 === 0) continue;
    for (const overtimeUp of [1, 0] as const) {
      if (overtimeUp && e.overtime % 3 === 0) continue;
      const total = floorThird(e.total) + totalUp;
      const overtime = floorThird(e.overtime) + overtimeUp;
      const regular = total - overtime;
      const regularCeil = floorThird(e.regular) + (e.regular % 3 === 0 ? 0 : 1);
      if (regular < floorThird(e.regular) || regular > regularCeil) continue;
      const cost =
        Math.abs(total * 3 - e.total) +
        Math.abs(overtime * 3 - e.overtime) +
        Math.abs(regular * 3 - e.regular);
      out.push({ totalUp, overtimeUp, cost, hundredths: { total, regular, overtime } });
    }
  }
  return out;
}

/**
 * The lines of one employee-week in hundredths of an hour: the week's total and overtime are rounded
 * once, and the lines share them so that every column adds up to them exactly, regular + overtime =
 * total on every line, and each of a line's three figures is within one hundredth of its exact value
 * (a controlled rounding of the lines x {regular, overtime} table, which always exists). Among the
 * roundings that do this, the one closest to the exact figures; on a tie, earlier lines round up first.
 */
export function weekHundredths(lines: readonly LineMinutes[]): LineHundredths[] {
  const exact: Exact[] = lines.map((l) => {
    const total = thirds(l.minutes);
    const overtime = Math.min(thirds(l.overtime_minutes), total);
    return { total, overtime, regular: total - overtime };
  });
  const floors = (key: 'total' | 'overtime') => sum(exact.map((e) => floorThird(e[key])));
  const totalUps = rounded(sum(exact.map((e) => e.total))) - floors('total');
  if (exact.every((e) => e.overtime === 0)) return withoutOvertime(exact, totalUps);
  const options = exact.map(choices);
  const overtimeUps = rounded(sum(exact.map((e) => e.overtime))) - floors('overtime');

  // best[i][o][t]: the least cost of rounding lines i.. with o overtime and t total hundredths still
  // to give out (a small table: a week has a few dozen lines at most).
  const n = lines.length;
  const width = totalUps + 1;
  const best = Array.from({ length: n + 1 }, () =>
    new Array<number>((overtimeUps + 1) * width).fill(Infinity),
  );
  best[n]![0] = 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let o = 0; o <= overtimeUps; o++) {
      for (let t = 0; t <= totalUps; t++) {
        let least = Infinity;
        for (const c of options[i]!) {
          if (c.overtimeUp > o || c.totalUp > t) continue;
          least = Math.min(least, c.cost + best[i + 1]![(o - c.overtimeUp) * width + t - c.totalUp]!);
        }
        best[i]![o * width + t] = least;
      }
    }
  }
  if (!Number.isFinite(best[0]![overtimeUps * width + totalUps]))
    throw new Error('weekHundredths: no rounding adds up');

  const result: LineHundredths[] = [];
  let [o, t] = [overtimeUps, totalUps];
  for (let i = 0; i < n; i++) {
    const goal = best[i]![o * width + t]!;
    const pick = options[i]!.find(
      (c) =>
        c.overtimeUp <= o &&
        c.totalUp <= t &&
        c.cost + best[i + 1]![(o - c.overtimeUp) * width + t - c.totalUp]! === goal,
    )!;
    result.push(pick.hundredths);
    o -= pick.overtimeUp;
    t -= pick.totalUp;
  }
  return result;
}

/**
 * A week without overtime (most of them), as the table above would round it, without the table: the
 * lines nearest to rounding up (two thirds of a hundredth over, then one third) take the hundredths
 * to give out, earlier lines first.
 */
function withoutOvertime(exact: readonly Exact[], ups: number): LineHundredths[] {
  const up = new Array<boolean>(exact.length).fill(false);
  exact
    .map((e, i) => ({ i, over: e.total % 3 }))
    .filter((l) => l.over > 0)
    .sort((a, b) => b.over - a.over || a.i - b.i)
    .slice(0, ups)
    .forEach((l) => (up[l.i] = true));
  return exact.map((e, i) => {
    const total = floorThird(e.total) + (up[i] ? 1 : 0);
    return { total, regular: total, overtime: 0 };
  });
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
 * The hundredths of every entry, worked out per employee-week: the week's regular/overtime split
 * (entrySplits) rounded once with weekHundredths. Give it every live entry of the weeks, approved or
 * not, as the grid has them, and the shifts of the Sunday before that run into the first week; any
 * selection of the answers for those weeks (a day, a job, a range, the approved ones) then agrees with
 * the grid.
 */
export function entryHundredths<Id>(
  entries: ReadonlyArray<PaidEntry<Id>>,
  rules: PayRules,
): Map<Id, LineHundredths> {
  const result = new Map<Id, LineHundredths>();
  forEachEmployee(entries, rules, (list, regular, at) => {
    // A tie in the rounding goes to the earlier line, so the lines are put in one order whatever
    // order the caller read them in: by time, then by id. Date order keeps each week together.
    const order = list.map((_, i) => i);
    order.sort(
      (a, b) =>
        (list[a]!.work_date < list[b]!.work_date ? -1 : list[a]!.work_date > list[b]!.work_date ? 1 : 0) ||
        at(a) - at(b) ||
        byId(list[a]!.id, list[b]!.id),
    );
    for (let from = 0; from < order.length;) {
      const week = weekOfDate(list[order[from]!]!.work_date).start;
      let to = from + 1;
      while (to < order.length && weekOfDate(list[order[to]!]!.work_date).start === week) to++;
      const lines = order.slice(from, to);
      weekHundredths(
        lines.map((i) => {
          const minutes = Math.max(0, list[i]!.minutes);
          return { minutes, overtime_minutes: minutes - regular[i]! };
        }),
      ).forEach((h, k) => result.set(list[lines[k]!]!.id, h));
      from = to;
    }
  });
  return result;
}

function byId(a: unknown, b: unknown): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}
