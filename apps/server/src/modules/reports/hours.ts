import {
  dayKey,
  DAY_KEYS,
  entryHundredths,
  groupBy,
  toMs,
  weekHundredths,
  weekOfDate,
  type LineHundredths,
  type PayRules,
} from '@portal/domain';
import { paidEntry } from '../timesheets/pay-hours.ts';
import type { EntryRow } from './queries.ts';

/**
 * The one place the reports get hours from. An employee's entries get the grid's hundredths: the pay
 * rules' regular/overtime split, rounded once per employee-week and shared out to the entries
 * (entryHundredths, as the grid, the detail and the payroll file have them). A row of a report adds up
 * the hundredths of its entries, so an employee-week equals the grid's to the hundredth, every column
 * adds up to the totals, and Regular + Overtime = Total on every row.
 */
export function employeeHours(rows: readonly EntryRow[], rules: PayRules): Map<number, LineHundredths> {
  // The instants as epoch milliseconds, read once: the split orders every employee-week by them.
  const entries = rows.map((r) => {
    const e = paidEntry(r);
    e.clock_in_at = toMs(r.clock_in_at);
    e.clock_out_at = r.clock_out_at === null ? null : toMs(r.clock_out_at);
    return e;
  });
  return entryHundredths(entries, rules);
}

/**
 * Sub-contractor workers have no overtime (decision 004): each worker-week is rounded once and shared
 * out to its entries in time order, as entryHundredths does for employees.
 */
export function workerHours(rows: readonly EntryRow[]): Map<number, LineHundredths> {
  const result = new Map<number, LineHundredths>();
  for (const week of groupBy(rows, (r) => `${r.employee_id}|${weekOfDate(r.work_date).start}`).values()) {
    week.sort((a, b) => a.clock_in_at.localeCompare(b.clock_in_at) || a.id - b.id);
    weekHundredths(week.map((r) => ({ minutes: Number(r.minutes), overtime_minutes: 0 }))).forEach((h, i) =>
      result.set(week[i]!.id, h),
    );
  }
  return result;
}

/** Hundredths of an hour of a row: its days (Monday first), regular, overtime and total. */
export interface Figures {
  days: number[];
  regular: number;
  overtime: number;
  total: number;
}

export const noFigures = (): Figures => ({ days: [0, 0, 0, 0, 0, 0, 0], regular: 0, overtime: 0, total: 0 });

export function addHours(into: Figures, entry: { work_date: string; hours: LineHundredths }): void {
  const h = entry.hours;
  into.days[DAY_KEYS.indexOf(dayKey(entry.work_date))]! += h.total;
  into.regular += h.regular;
  into.overtime += h.overtime;
  into.total += h.total;
}
