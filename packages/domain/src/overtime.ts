import { type Instant, toMs } from './instant.ts';
import type { Settings } from './settings.ts';
import { groupBy } from './group-by.ts';
import { parseHms } from './time-of-day.ts';
import { addDays, dayNumber, type LocalDate, weekOfDate } from './week.ts';
import { nextWorkweekMinutes, type ShiftTimes } from './workweek.ts';

const DEFAULT_REGULAR_MINUTES = 40 * 60;

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
}

interface Split {
  regular_minutes: number;
  overtime_minutes: number;
  total_minutes: number;
}

export type EntrySplit<Id> = Split & { id: Id; work_date: LocalDate };
type DaySplit = Split & { date: LocalDate };
type WeekSplit = Split & { start: LocalDate; end: LocalDate };

export interface OvertimeResult<Id> {
  /** In the order given. */
  entries: EntrySplit<Id>[];
  /** Dates with entries, in date order. */
  days: DaySplit[];
  weeks: WeekSplit[];
  totals: Split;
}

/** The normal work week in minutes. Unset, zero or unreadable: 40:00:00, the federal work week. */
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
 */
export function splitOvertime<Id>(
  entries: ReadonlyArray<WorkedEntry<Id>>,
  regularTime: string | null | undefined,
): OvertimeResult<Id> {
  const next = entries.map((e) => e.next_week_minutes ?? 0);
  const regularOf = regularMinutesOf(entries, regularTimeMinutes(regularTime), clockIns(entries), next);

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
 * The heart of splitOvertime: each entry's regular minutes (the rest is overtime), given each entry's
 * clock-in in epoch ms (`at`, -Infinity when unknown) and its minutes worked in the next workweek.
 */
function regularMinutesOf(
  entries: ReadonlyArray<WorkedEntry<unknown>>,
  regularLimit: number,
  at: (index: number) => number,
  nextWeekMinutes: readonly number[],
): number[] {
  const regularOf = new Array<number>(entries.length).fill(0);
  const parts: Part[] = [];
  const reserved = new Map<LocalDate, number>();
  for (let index = 0; index < entries.length; index++) {
    const e = entries[index]!;
    const minutes = Math.max(0, e.minutes);
    const next = Math.min(minutes, Math.max(0, nextWeekMinutes[index]!));
    const week = weekOfDate(e.work_date).start;
    const frozen = keptSplit(e, minutes);
    if (frozen) {
      regularOf[index] = frozen.regular_minutes;
      // The part worked in the next workweek came first there, so it took regular time first.
      const nextRegular = Math.min(next, frozen.regular_minutes);
      reserved.set(week, (reserved.get(week) ?? 0) + frozen.regular_minutes - nextRegular);
      if (nextRegular > 0) {
        const nextWeek = addDays(week, 7);
        reserved.set(nextWeek, (reserved.get(nextWeek) ?? 0) + nextRegular);
      }
      continue;
    }
    parts.push({ index, week, date: e.work_date, first: false, minutes: minutes - next });
    if (next > 0) {
      const nextWeek = addDays(week, 7);
      parts.push({ index, week: nextWeek, date: nextWeek, first: true, minutes: next });
    }
  }

  const used = new Map<LocalDate, number>();
  const chronologically = (a: Part, b: Part) =>
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
    Number(b.first) - Number(a.first) ||
    (a.first ? 0 : at(a.index) - at(b.index)) ||
    a.index - b.index;
  for (const part of parts.sort(chronologically)) {
    const soFar = (reserved.get(part.week) ?? 0) + (used.get(part.week) ?? 0);
    const regular = regularPart(part.minutes, soFar, regularLimit);
    used.set(part.week, (used.get(part.week) ?? 0) + regular);
    regularOf[part.index] = regularOf[part.index]! + regular;
  }
  return regularOf;
}

/**
 * Epoch ms of each entry's clock-in (-Infinity when unknown), read when first asked: only entries of
 * the same day are ordered by it, and a grid splits thousands of entries.
 */
function clockIns(entries: ReadonlyArray<{ clock_in_at?: Instant | null }>): (index: number) => number {
  const read = new Array<number | undefined>(entries.length);
  return (i) => {
    const clockIn = entries[i]!.clock_in_at;
    return (read[i] ??= clockIn == null ? -Infinity : toMs(clockIn));
  };
}

/** An entry as the pay rules read it: its employee, day, paid minutes, times and approved split. */
export interface PaidEntry<Id> extends WorkedEntry<Id> {
  employee_id: number;
  clock_out_at?: Instant | null;
}

/** The settings the regular/overtime split reads. */
export type PayRules = Pick<Settings, 'regular_time' | 'time_zone'>;

/**
 * Every entry's regular/overtime split, per employee (splitOvertime), a shift into Monday counting its
 * Monday minutes in Monday's workweek (nextWorkweekMinutes). Give it every live entry of the weeks and
 * the shifts of the Sunday before that run into the first of them.
 */
export function entrySplits<Id>(
  entries: ReadonlyArray<PaidEntry<Id>>,
  rules: PayRules,
): Map<Id, EntrySplit<Id>> {
  const result = new Map<Id, EntrySplit<Id>>();
  forEachEmployee(entries, rules, ({ list, regular }) =>
    list.forEach((e, i) => {
      const minutes = Math.max(0, e.minutes);
      result.set(e.id, {
        id: e.id,
        work_date: e.work_date,
        regular_minutes: regular[i]!,
        overtime_minutes: minutes - regular[i]!,
        total_minutes: minutes,
      });
    }),
  );
  return result;
}

/** One employee's entries as forEachEmployee hands them over, in pay order (by work day, clock-in, id). */
export interface EmployeeEntries<E> {
  list: E[];
  /** Each entry's regular minutes (the rest of its paid minutes is overtime). */
  regular: number[];
  /** Each entry's clock-in in epoch ms, -Infinity when unknown. */
  at: number[];
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
  const limit = regularTimeMinutes(rules.regular_time);
  for (const group of groupBy(entries.keys(), (i) => entries[i]!.employee_id).values()) {
    const employee = inPayOrder(entries, group);
    // The entry is its own ShiftTimes once it has a clock-in: no object of its times per entry.
    const next = employee.list.map((e) =>
      e.clock_in_at == null ? 0 : nextWorkweekMinutes(e as ShiftTimes, rules.time_zone),
    );
    const at = employee.at;
    use({ ...employee, regular: regularMinutesOf(employee.list, limit, (i) => at[i]!, next) });
  }
}

/**
 * Some entries (by position) in pay order, their keys read once, as numbers. Plain loops over plain
 * arrays: a grid orders a couple of thousand employees' few entries each, and a report hundreds of
 * thousands of entries.
 */
function inPayOrder<E extends PaidEntry<unknown>>(
  entries: ReadonlyArray<E>,
  positions: number[],
): Omit<EmployeeEntries<E>, 'regular'> {
  const n = positions.length;
  const day: number[] = [];
  const time: number[] = [];
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const e = entries[positions[i]!]!;
    day.push(dayNumber(e.work_date));
    time.push(e.clock_in_at == null ? -Infinity : toMs(e.clock_in_at));
    order.push(i);
  }
  const id = (i: number) => entries[positions[i]!]!.id;
  // -Infinity - -Infinity is NaN, which || passes over like 0: two unknown clock-ins go by id.
  if (n > 1) order.sort((a, b) => day[a]! - day[b]! || time[a]! - time[b]! || byId(id(a), id(b)));
  const ordered: Omit<EmployeeEntries<E>, 'regular'> = { list: [], at: [], monday: [], position: [] };
  for (const i of order) {
    ordered.list.push(entries[positions[i]!]!);
    ordered.at.push(time[i]!);
    ordered.monday.push(mondayOf(day[i]!));
    ordered.position.push(positions[i]!);
  }
  return ordered;
}

function byId(a: unknown, b: unknown): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The day number of the Monday of a day's week (1970-01-01 was a Thursday). */
const mondayOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

/** The part of an entry worked in one workweek, as the split fills regular time with it. */
interface Part {
  index: number;
  /** The Monday of the workweek. */
  week: LocalDate;
  date: LocalDate;
  /** The part of a shift that began in the workweek before: first in its workweek. */
  first: boolean;
  minutes: number;
}

/** The approved split, when it still describes the entry (its minutes add up to the entry's). */
function keptSplit(e: WorkedEntry<unknown>, minutes: number): ApprovedSplit | null {
  const s = e.approved_split;
  if (!s || s.regular_minutes < 0 || s.overtime_minutes < 0) return null;
  return s.regular_minutes + s.overtime_minutes === minutes ? s : null;
}

/** How much of `minutes` is still regular time once `regularSoFar` of the week's limit is used. */
function regularPart(minutes: number, regularSoFar: number, regularLimit: number): number {
  return Math.min(minutes, Math.max(0, regularLimit - regularSoFar));
}
