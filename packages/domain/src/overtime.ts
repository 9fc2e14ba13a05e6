import { dailyPremiums } from './daily-overtime.ts';
import { type Instant, toMs } from './instant.ts';
import { OVERTIME_PRESETS, type OvertimePolicy } from './overtime-policy.ts';
import { fillWeeklyRegular } from './regular-time.ts';
import type { Settings } from './settings.ts';
import { parseHms } from './time-of-day.ts';
import { dayNumber, type LocalDate, mondayOf, weekOfDate } from './week.ts';
import { minutesIntoNextWorkweek, type ShiftTimes } from './workweek.ts';

const DEFAULT_REGULAR_MINUTES = 40 * 60;

/** @internal splitOvertime's entries; the pay rules read PaidEntry. */
export interface WorkedEntry<Id = number> {
  id: Id;
  work_date: LocalDate;
  /** Paid minutes of the entry. */
  minutes: number;
  /** Orders entries of the same day; input order is kept when missing or equal. */
  clock_in_at?: Instant | null;
  /**
   * Of the paid minutes, those worked after the workweek of the work day ended (a shift from Sunday
   * into Monday, `nextWorkweekMinutes`): they count toward the next workweek's regular time.
   */
  next_week_minutes?: number;
  /** The split the entry was approved with: kept whatever the settings say now. */
  approved_split?: ApprovedSplit | null;
}

interface ApprovedSplit {
  regular_minutes: number;
  overtime_minutes: number;
  /** Double time (overtime_minutes is 1.5x time only); absent: none. */
  double_time_minutes?: number;
}

interface Split {
  regular_minutes: number;
  overtime_minutes: number;
  total_minutes: number;
}

type EntrySplit<Id> = Split & { id: Id; work_date: LocalDate };
type DaySplit = Split & { date: LocalDate };
type WeekSplit = Split & { start: LocalDate; end: LocalDate };

interface OvertimeResult<Id> {
  /** In the order given. */
  entries: EntrySplit<Id>[];
  /** Dates with entries, in date order. */
  days: DaySplit[];
  weeks: WeekSplit[];
  totals: Split;
}

/**
 * The normal work week in minutes. Unset, zero or unreadable: 40:00:00, the federal work week.
 * @internal forEachEmployee's limit, tested on its own.
 */
export function regularTimeMinutes(value: string | null | undefined): number {
  const seconds = parseHms(value);
  return seconds === null || seconds < 60 ? DEFAULT_REGULAR_MINUTES : Math.floor(seconds / 60);
}

const emptySplit = (): Split => ({ regular_minutes: 0, overtime_minutes: 0, total_minutes: 0 });

function add(target: Split, regular: number, overtime: number): void {
  target.regular_minutes += regular;
  target.overtime_minutes += overtime;
  target.total_minutes += regular + overtime;
}

/**
 * Weekly regular/overtime split. Within each Monday-to-Sunday workweek, entries fill the regular time
 * in chronological order; the minutes past it are overtime. An approved entry keeps the split it was
 * approved with (`approved_split`) and holds its regular minutes first, so the others fill only what
 * is left and a week never has more regular time than the normal work week allows. The minutes of a
 * shift worked after its workweek ended (`next_week_minutes`) fill the next workweek before anything
 * else in it. Entries from several weeks are split per week; `days` and `weeks` add the entries'
 * figures up by their work day.
 * @internal The weekly split as it was before the overtime policies: the pay figures use entrySplits,
 * which the tests hold to this one under the federal policy.
 */
export function splitOvertime<Id>(
  entries: ReadonlyArray<WorkedEntry<Id>>,
  regularTime: string | null | undefined,
): OvertimeResult<Id> {
  const regularOf = regularMinutesOf(entries, regularTimeMinutes(regularTime));

  const result: EntrySplit<Id>[] = [];
  const days = new Map<LocalDate, DaySplit>();
  const weeks = new Map<LocalDate, WeekSplit>();
  const totals = emptySplit();
  entries.forEach((e, index) => {
    const minutes = Math.max(0, e.minutes);
    const regular = regularOf[index]!;
    const entry: EntrySplit<Id> = { id: e.id, work_date: e.work_date, ...emptySplit() };
    result.push(entry);
    const week = weekOfDate(e.work_date);
    const weekSplit = weeks.get(week.start) ?? { ...week, ...emptySplit() };
    weeks.set(week.start, weekSplit);
    const day = days.get(e.work_date) ?? { date: e.work_date, ...emptySplit() };
    days.set(e.work_date, day);
    for (const split of [entry, day, weekSplit, totals]) add(split, regular, minutes - regular);
  });

  const byKey = <T>(map: Map<LocalDate, T>) =>
    [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  return { entries: result, days: byKey(days), weeks: byKey(weeks), totals };
}

/**
 * Each entry's regular minutes (the rest is overtime), the entries in any order: put in pay order (by
 * work day, then clock-in, then as given) for regularInPayOrder.
 */
function regularMinutesOf(entries: ReadonlyArray<WorkedEntry<unknown>>, limit: number): number[] {
  const day = entries.map((e) => dayNumber(e.work_date));
  const at = entries.map((e) => (e.clock_in_at == null ? -Infinity : toMs(e.clock_in_at)));
  // -Infinity - -Infinity is NaN, which || passes over like 0: two unknown clock-ins go as given.
  const order = entries.map((_, i) => i).sort((a, b) => day[a]! - day[b]! || at[a]! - at[b]! || a - b);
  const inOrder = regularInPayOrder(
    order.map((i) => entries[i]!),
    order.map((i) => mondayOf(day[i]!)),
    order.map((i) => entries[i]!.next_week_minutes ?? 0),
    limit,
  );
  const regularOf = new Array<number>(entries.length);
  order.forEach((i, k) => (regularOf[i] = inOrder[k]!));
  return regularOf;
}

/**
 * The heart of the split: each entry's regular minutes (the rest is overtime), the entries given in pay
 * order, with the day number of each one's workweek's Monday and its minutes worked in the next
 * workweek. A workweek at a time, in one pass: the regular time its approved entries hold is set
 * aside (their splits are kept), then the parts of the week before's shifts that ran into it fill what
 * is left, then its own entries in order. Plain numbers and arrays: a grid splits tens of thousands of
 * entries a read.
 */
function regularInPayOrder(
  entries: ReadonlyArray<WorkedEntry<unknown>>,
  monday: readonly number[],
  nextWeekMinutes: readonly number[],
  limit: number,
): number[] {
  const paid = entries.map((e) => Math.max(0, e.minutes));
  // Of each entry's paid minutes, those worked in the next workweek.
  const nextPart = paid.map((m, i) => Math.min(m, Math.max(0, nextWeekMinutes[i]!)));
  const kept = entries.map((e, i) => keptSplit(e, paid[i]!)?.regular_minutes ?? null);
  const thisWeek = paid.map((m, i) => m - nextPart[i]!);
  return fillWeeklyRegular(monday, thisWeek, nextPart, nextPart, kept, limit);
}

/** An entry as the pay rules read it: its employee, day, paid minutes, times and approved split. */
export interface PaidEntry<Id> extends WorkedEntry<Id> {
  employee_id: number;
  clock_out_at?: Instant | null;
  /** The overtime policy of the entry's site when it has its own; otherwise the company's. */
  policy?: OvertimePolicy | null;
}

/**
 * The settings the split reads: the normal work week, the zone of the workweeks and the company's
 * overtime policy (federal when absent).
 */
export type PayRules = Pick<Settings, 'regular_time' | 'time_zone'> & {
  overtime_policy?: OvertimePolicy | null;
};

export type PolicySplit<Id> = EntrySplit<Id> & { double_time_minutes: number };

/**
 * Every entry's regular / overtime / double-time split, per employee, a shift into Monday counting its
 * Monday minutes in Monday's workweek (nextWorkweekMinutes). Give it every live entry of the weeks and
 * the shifts of the Sunday before that run into the first of them. overtime_minutes is 1.5x time only.
 */
export function entrySplits<Id>(
  entries: ReadonlyArray<PaidEntry<Id>>,
  rules: PayRules,
): Map<Id, PolicySplit<Id>> {
  const result = new Map<Id, PolicySplit<Id>>();
  forEachEmployee(entries, rules, ({ list, regular, double }) =>
    list.forEach((e, i) => {
      const minutes = Math.max(0, e.minutes);
      result.set(e.id, {
        id: e.id,
        work_date: e.work_date,
        regular_minutes: regular[i]!,
        overtime_minutes: minutes - regular[i]! - double[i]!,
        double_time_minutes: double[i]!,
        total_minutes: minutes,
      });
    }),
  );
  return result;
}

/** One employee's entries as forEachEmployee hands them over, in pay order (by work day, clock-in, id). */
export interface EmployeeEntries<E> {
  list: E[];
  /** Each entry's regular minutes and double-time minutes (the rest of its paid minutes is overtime). */
  regular: number[];
  double: number[];
  /** The Monday of each entry's workweek as a day number: a week's entries come one after another. */
  monday: number[];
  /** Where each entry is in the entries given to forEachEmployee. */
  position: number[];
}

/**
 * entrySplits' work, one employee at a time. Whatever order the entries were read in, the answers are
 * the same: entries that began at the same minute fill the regular time in the order of their ids.
 */
export function forEachEmployee<E extends PaidEntry<unknown>>(
  entries: ReadonlyArray<E>,
  rules: PayRules,
  use: (employee: EmployeeEntries<E>) => void,
): void {
  const company = rules.overtime_policy ?? OVERTIME_PRESETS.federal;
  // The week is counted by the company's policy; a site's policy sets its days' thresholds.
  const limit = company.weekly_minutes ?? regularTimeMinutes(rules.regular_time);
  for (const positions of byEmployee(entries)) {
    const { list, day, monday, position } = inPayOrder(entries, positions);
    const next: number[] = [];
    for (let k = 0; k < list.length; k++) {
      const e = list[k]!;
      // The entry is its own ShiftTimes once it has a clock-in: no object of its times per entry.
      next.push(
        e.clock_in_at == null ? 0 : minutesIntoNextWorkweek(e as ShiftTimes, monday[k]!, rules.time_zone),
      );
    }
    const policy = list.map((e) => e.policy ?? company);
    use({ list, monday, position, ...splitInPayOrder(list, day, monday, next, policy, limit) });
  }
}

/**
 * One employee's regular and double-time minutes, the entries in pay order with their work day and
 * workweek's Monday (day numbers), their minutes worked in the next workweek and their policies: the
 * daily thresholds first (dailyPremiums), then the weekly one over what they left regular, the way
 * regularInPayOrder fills a week (approved entries' regular time held first, the parts of the week
 * before's shifts that ran into a week filling it before its own entries). An hour paid as daily
 * overtime never counts toward the weekly threshold. Under the federal policy this is
 * regularInPayOrder with no double time.
 */
function splitInPayOrder(
  list: ReadonlyArray<PaidEntry<unknown>>,
  day: readonly number[],
  monday: readonly number[],
  next: readonly number[],
  policy: readonly OvertimePolicy[],
  limit: number,
): { regular: number[]; double: number[] } {
  const paid = list.map((e) => Math.max(0, e.minutes));
  const kept = list.map((e, i) => keptSplit(e, paid[i]!));
  const nextPart = paid.map((m, i) => Math.min(m, Math.max(0, next[i]!)));
  const { free, double } = dailyPremiums({ day, monday, paid, policy, kept: kept.map(Boolean) });
  // An entry's regular minutes are its first ones and its next-workweek part its last ones.
  const thisWeek = free.map((f, i) => Math.min(f, paid[i]! - nextPart[i]!));
  const nextWeek = free.map((f, i) => f - thisWeek[i]!);
  const regular = fillWeeklyRegular(
    monday,
    thisWeek,
    nextWeek,
    nextPart,
    kept.map((k) => k?.regular_minutes ?? null),
    limit,
  );
  kept.forEach((k, i) => {
    if (k) double[i] = k.double_time_minutes ?? 0;
  });
  return { regular, double };
}

/** The positions of each employee's entries, in the order each employee is first met. */
function byEmployee(entries: ReadonlyArray<{ employee_id: number }>): Iterable<number[]> {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < entries.length; i++) {
    const id = entries[i]!.employee_id;
    const group = groups.get(id);
    if (group) group.push(i);
    else groups.set(id, [i]);
  }
  return groups.values();
}

/**
 * Some entries (by position) in pay order, their keys read once, as numbers. Plain loops over plain
 * arrays: a grid orders a couple of thousand employees' few entries each, and a report hundreds of
 * thousands of entries. Entries read in pay order already (most of them) are not sorted.
 */
function inPayOrder<E extends PaidEntry<unknown>>(
  entries: ReadonlyArray<E>,
  positions: number[],
): Omit<EmployeeEntries<E>, 'regular' | 'double'> & { day: number[] } {
  const n = positions.length;
  const day: number[] = [];
  const time: number[] = [];
  for (let i = 0; i < n; i++) {
    const e = entries[positions[i]!]!;
    day.push(dayNumber(e.work_date));
    time.push(e.clock_in_at == null ? -Infinity : toMs(e.clock_in_at));
  }
  let sorted = true;
  for (let i = 1; i < n && sorted; i++)
    sorted = day[i - 1]! < day[i]! || (day[i - 1] === day[i] && time[i - 1]! < time[i]!);
  // -Infinity - -Infinity is NaN, which || passes over like 0: two unknown clock-ins go by id.
  const order = sorted
    ? null
    : positions
        .map((_, i) => i)
        .sort(
          (a, b) =>
            day[a]! - day[b]! ||
            time[a]! - time[b]! ||
            byId(entries[positions[a]!]!.id, entries[positions[b]!]!.id),
        );
  const ordered = { list: [] as E[], day: [] as number[], monday: [] as number[], position: [] as number[] };
  for (let k = 0; k < n; k++) {
    const i = order ? order[k]! : k;
    ordered.list.push(entries[positions[i]!]!);
    ordered.day.push(day[i]!);
    ordered.monday.push(mondayOf(day[i]!));
    ordered.position.push(positions[i]!);
  }
  return ordered;
}

function byId(a: unknown, b: unknown): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The approved split, when it still describes the entry (its minutes add up to the entry's). */
function keptSplit(e: WorkedEntry<unknown>, minutes: number): ApprovedSplit | null {
  const s = e.approved_split;
  const double = s?.double_time_minutes ?? 0;
  if (!s || s.regular_minutes < 0 || s.overtime_minutes < 0 || double < 0) return null;
  return s.regular_minutes + s.overtime_minutes + double === minutes ? s : null;
}
