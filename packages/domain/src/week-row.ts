import {
  type DayCounts,
  type DayStatusCode,
  type EditStatus,
  cellApprovedStatus,
  cellEditStatus,
} from './day-status.ts';
import { DAY_KEYS, type DayKey, type LocalDate, weekDays } from './week.ts';

/** One day of a row, added up (by the database): hours in hundredths of an hour. */
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
  // A row has at most a few days of a few weeks: a look through them is cheaper than a map per row.
  return rowOfWeek(
    weekDays(weekStart).map(({ date }) => days.find((d) => d.date === date) ?? emptyDay(date)),
  );
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

const emptyDay = (date: LocalDate): DayTotals => ({
  date,
  entries: 0,
  unapproved: 0,
  corrected_web: 0,
  corrected_mobile: 0,
  hundredths: 0,
  overtime_hundredths: 0,
});
