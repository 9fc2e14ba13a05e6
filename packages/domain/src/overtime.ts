import { type Instant, toMs } from './instant.ts';
import { parseHms } from './time-of-day.ts';
import { type LocalDate, weekOfDate } from './week.ts';

export const DEFAULT_REGULAR_MINUTES = 40 * 60;

export interface WorkedEntry<Id = number> {
  id: Id;
  work_date: LocalDate;
  /** Paid minutes of the entry. */
  minutes: number;
  /** Orders entries of the same day; input order is kept when missing or equal. */
  clock_in_at?: Instant | null;
}

export interface Split {
  regular_minutes: number;
  overtime_minutes: number;
  total_minutes: number;
}

export type EntrySplit<Id> = Split & { id: Id; work_date: LocalDate };
export type DaySplit = Split & { date: LocalDate };
export type WeekSplit = Split & { start: LocalDate; end: LocalDate };

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
 * Weekly regular/overtime split. Within each Monday-to-Sunday week, entries fill the regular time in
 * chronological order; the minutes past it are overtime. Entries from several weeks are split per week.
 */
export function splitOvertime<Id>(
  entries: ReadonlyArray<WorkedEntry<Id>>,
  regularTime: string | null | undefined,
): OvertimeResult<Id> {
  const regularLimit = regularTimeMinutes(regularTime);
  const result: EntrySplit<Id>[] = entries.map((e) => ({
    id: e.id,
    work_date: e.work_date,
    ...emptySplit(),
  }));
  const days = new Map<LocalDate, DaySplit>();
  const weeks = new Map<LocalDate, WeekSplit>();
  const totals = emptySplit();

  for (const index of chronological(entries)) {
    const entry = entries[index]!;
    const week = weekOfDate(entry.work_date);
    const weekSplit = weeks.get(week.start) ?? { ...week, ...emptySplit() };
    weeks.set(week.start, weekSplit);
    const day = days.get(entry.work_date) ?? { date: entry.work_date, ...emptySplit() };
    days.set(entry.work_date, day);

    const minutes = Math.max(0, entry.minutes);
    const regular = regularPart(minutes, weekSplit.regular_minutes, regularLimit);
    for (const split of [result[index]!, day, weekSplit, totals]) add(split, regular, minutes - regular);
  }

  const byKey = <T>(map: Map<LocalDate, T>) =>
    [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  return { entries: result, days: byKey(days), weeks: byKey(weeks), totals };
}

/**
 * The overtime of each of one employee's days of one week, the days' paid minutes given in date order:
 * what splitOvertime gives each day, without entries to order (the grid has the days' sums only).
 */
export function overtimeOfWeekDays(minutesInDateOrder: readonly number[], regularLimit: number): number[] {
  let regularSoFar = 0;
  return minutesInDateOrder.map((dayMinutes) => {
    const minutes = Math.max(0, dayMinutes);
    const regular = regularPart(minutes, regularSoFar, regularLimit);
    regularSoFar += regular;
    return minutes - regular;
  });
}

/** How much of `minutes` is still regular time once `regularSoFar` of the week's limit is used. */
function regularPart(minutes: number, regularSoFar: number, regularLimit: number): number {
  return Math.min(minutes, Math.max(0, regularLimit - regularSoFar));
}

function chronological(entries: ReadonlyArray<WorkedEntry<unknown>>): number[] {
  const at = entries.map((e) => (e.clock_in_at == null ? -Infinity : toMs(e.clock_in_at)));
  return entries
    .map((_, index) => index)
    .sort((a, b) => {
      const da = entries[a]!.work_date;
      const db = entries[b]!.work_date;
      return (da < db ? -1 : da > db ? 1 : 0) || at[a]! - at[b]! || a - b;
    });
}
