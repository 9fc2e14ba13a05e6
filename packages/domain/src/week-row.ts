import {
  type DayCounts,
  type DayStatusCode,
  type EditStatus,
  type StatusEntry,
  cellApprovedStatus,
  cellEditStatus,
  countDay,
  countEntry,
} from './day-status.ts';
import type { LineHundredths } from './hundredths.ts';
import { DAY_KEYS, type DayKey, type LocalDate, dayNumber, weekDays } from './week.ts';

export interface RowEntry extends StatusEntry {
  work_date: LocalDate;
  /** The entry's hours from entryHundredths, worked out over the employee's whole week (not this row). */
  hours: LineHundredths;
}

/** One day of a row, added up: hours in hundredths of an hour. */
export interface DayTotals extends DayCounts {
  date: LocalDate;
  hundredths: number;
  overtime_hundredths: number;
}

interface RowDay {
  date: LocalDate;
  hundredths: number;
  /** How many entries the day has; a day without any has no status to show. */
  entries: number;
  approved_status: DayStatusCode;
  edit_status: EditStatus | null;
}

/** A row's week; every figure in hundredths of an hour, so the days add up to the total exactly. */
export interface WeekRow {
  days: Record<DayKey, RowDay>;
  regular_hundredths: number;
  overtime_hundredths: number;
  total_hundredths: number;
}

/**
 * One timesheet grid row (an employee, a job or a company) for the week starting `weekStart`, from its
 * days' totals. Overtime belongs to the employee's week, so a job row adds up the overtime its entries
 * were given per employee. Days outside the week are ignored.
 */
export function weekRowOfDays(days: ReadonlyArray<DayTotals>, weekStart: LocalDate): WeekRow {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return rowOfWeek(weekDays(weekStart).map(({ date }) => byDate.get(date) ?? emptyDay(date)));
}

/** The row of the seven days' totals, Monday first. */
function rowOfWeek(days: readonly DayTotals[]): WeekRow {
  const row: WeekRow = {
    days: {} as Record<DayKey, RowDay>,
    regular_hundredths: 0,
    overtime_hundredths: 0,
    total_hundredths: 0,
  };
  for (let i = 0; i < DAY_KEYS.length; i++) {
    const day = days[i]!;
    row.days[DAY_KEYS[i]!] = {
      date: day.date,
      hundredths: day.hundredths,
      entries: day.entries,
      approved_status: cellApprovedStatus(day),
      edit_status: cellEditStatus(day),
    };
    row.total_hundredths += day.hundredths;
    row.overtime_hundredths += day.overtime_hundredths;
    row.regular_hundredths += day.hundredths - day.overtime_hundredths;
  }
  return row;
}

/**
 * weekRowOfDays for a row's entries, with each entry's hours at the same place in `hours`, added up
 * into the seven days directly: a grid makes a couple of thousand rows of a week read for the first
 * time, from the entries as read and their hours as worked out, without an object of the two per entry.
 */
export function weekRow(
  entries: ReadonlyArray<Omit<RowEntry, 'hours'>>,
  hours: ReadonlyArray<LineHundredths>,
  weekStart: LocalDate,
): WeekRow {
  const days = weekDays(weekStart).map(({ date }) => emptyDay(date));
  const monday = dayNumber(weekStart);
  entries.forEach((e, i) => {
    const day = days[dayNumber(e.work_date) - monday];
    if (!day) return;
    countEntry(day, e);
    day.hundredths += hours[i]!.total;
    day.overtime_hundredths += hours[i]!.overtime;
  });
  return rowOfWeek(days);
}

export function dayTotals(date: LocalDate, entries: ReadonlyArray<RowEntry>): DayTotals {
  let hundredths = 0;
  let overtime = 0;
  for (const e of entries) {
    hundredths += e.hours.total;
    overtime += e.hours.overtime;
  }
  return { date, ...countDay(entries), hundredths, overtime_hundredths: overtime };
}

const emptyDay = (date: LocalDate): DayTotals => ({
  date,
  entries: 0,
  unapproved: 0,
  corrected_web: 0,
  corrected_mobile: 0,
  hundredths: 0,
  overtime_hundredths: 0,
});
