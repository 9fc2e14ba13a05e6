import {
  type DayCounts,
  type DayStatusCode,
  type EditStatus,
  type StatusEntry,
  cellApprovedStatus,
  cellEditStatus,
  countDay,
} from './day-status.ts';
import { type DayKey, type LocalDate, weekDays } from './week.ts';

export interface RowEntry extends StatusEntry {
  work_date: LocalDate;
  /** Paid minutes. */
  minutes: number;
  /** From splitOvertime run over the employee's whole week (not over this row). */
  overtime_minutes?: number;
}

/** One day of a row, added up (by a database or by dayTotals). */
export interface DayTotals extends DayCounts {
  date: LocalDate;
  minutes: number;
  overtime_minutes: number;
}

export interface RowDay {
  date: LocalDate;
  minutes: number;
  /** How many entries the day has; a day without any has no status to show. */
  entries: number;
  approved_status: DayStatusCode;
  edit_status: EditStatus | null;
}

export interface WeekRow {
  days: Record<DayKey, RowDay>;
  regular_minutes: number;
  overtime_minutes: number;
  total_minutes: number;
}

/**
 * One timesheet grid row (an employee, a job or a company) for the week starting `weekStart`, from its
 * days' totals. Overtime belongs to the employee's week, so a job row adds up the overtime its entries
 * were given by splitOvertime per employee. Days outside the week are ignored.
 */
export function weekRowOfDays(days: ReadonlyArray<DayTotals>, weekStart: LocalDate): WeekRow {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const row: WeekRow = {
    days: {} as Record<DayKey, RowDay>,
    regular_minutes: 0,
    overtime_minutes: 0,
    total_minutes: 0,
  };
  for (const { key, date } of weekDays(weekStart)) {
    const day = byDate.get(date) ?? emptyDay(date);
    row.days[key] = {
      date,
      minutes: day.minutes,
      entries: day.entries,
      approved_status: cellApprovedStatus(day),
      edit_status: cellEditStatus(day),
    };
    row.total_minutes += day.minutes;
    row.overtime_minutes += day.overtime_minutes;
    row.regular_minutes += day.minutes - day.overtime_minutes;
  }
  return row;
}

/** weekRowOfDays for a row's entries. */
export function weekRow(entries: ReadonlyArray<RowEntry>, weekStart: LocalDate): WeekRow {
  const byDate = new Map<LocalDate, RowEntry[]>();
  for (const e of entries) byDate.set(e.work_date, [...(byDate.get(e.work_date) ?? []), e]);
  return weekRowOfDays(
    [...byDate].map(([date, list]) => dayTotals(date, list)),
    weekStart,
  );
}

export function dayTotals(date: LocalDate, entries: ReadonlyArray<RowEntry>): DayTotals {
  return {
    date,
    ...countDay(entries),
    minutes: entries.reduce((sum, e) => sum + e.minutes, 0),
    overtime_minutes: entries.reduce((sum, e) => sum + (e.overtime_minutes ?? 0), 0),
  };
}

const emptyDay = (date: LocalDate): DayTotals => ({
  date,
  entries: 0,
  unapproved: 0,
  corrected_web: 0,
  corrected_mobile: 0,
  minutes: 0,
  overtime_minutes: 0,
});
