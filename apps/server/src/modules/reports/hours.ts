import {
  dayKey,
  DAY_KEYS,
  entryHundredthsInOrder,
  groupBy,
  toMs,
  weekHundredths,
  weekOfDate,
  type HundredthsColumns,
  type LineHundredths,
  type PayRules,
} from '@portal/domain';
import { paidEntry } from '../timesheets/service.ts';
import type { EntryRow } from './queries.ts';

/**
 * The one place the reports get hours from. An employee's entries get the grid's hundredths: the pay
 * rules' regular/overtime split, rounded once per employee-week and shared out to the entries
 * (entryHundredthsInOrder, as the grid, the detail and the payroll file have them). A row of a report
 * adds up the hundredths of its entries, so an employee-week equals the grid's to the hundredth, every
 * column adds up to the totals, and Regular + Overtime = Total on every row. By position: rows[i]'s
 * figures are at index i.
 */
export function employeeHours(rows: readonly EntryRow[], rules: PayRules): HundredthsColumns {
  // The instants as epoch milliseconds, read once: the split orders every employee-week by them.
  const entries = rows.map((r) => {
    const e = paidEntry(r);
    e.clock_in_at = toMs(r.clock_in_at);
    e.clock_out_at = r.clock_out_at === null ? null : toMs(r.clock_out_at);
    return e;
  });
  return entryHundredthsInOrder(entries, rules);
}

/**
 * Sub-contractor workers have no overtime (decision 004): each worker-week is rounded once and shared
 * out to its entries in time order, as entryHundredths does for employees.
 */
export function workerHours(rows: readonly EntryRow[]): HundredthsColumns {
  const total = new Int32Array(rows.length);
  const weeks = groupBy(
    rows.keys(),
    (i) => `${rows[i]!.employee_id}|${weekOfDate(rows[i]!.work_date).start}`,
  );
  for (const week of weeks.values()) {
    week.sort(
      (a, b) => rows[a]!.clock_in_at.localeCompare(rows[b]!.clock_in_at) || rows[a]!.id - rows[b]!.id,
    );
    weekHundredths(week.map((i) => ({ minutes: Number(rows[i]!.minutes), overtime_minutes: 0 }))).forEach(
      (h, k) => (total[week[k]!] = h.total),
    );
  }
  return { total, overtime: new Int32Array(rows.length) };
}

/** Hundredths of an hour of a row: its days (Monday first), regular, overtime and total. */
export interface Figures {
  days: number[];
  regular: number;
  overtime: number;
  total: number;
}

export const noFigures = (): Figures => ({ days: [0, 0, 0, 0, 0, 0, 0], regular: 0, overtime: 0, total: 0 });

const dayIndexes = new Map<string, number>();

/** Monday 0 to Sunday 6, remembered: a report's hundreds of thousands of entries share a few dates. */
function dayIndex(date: string): number {
  let index = dayIndexes.get(date);
  if (index === undefined) {
    index = DAY_KEYS.indexOf(dayKey(date));
    if (dayIndexes.size >= 10_000) dayIndexes.clear();
    dayIndexes.set(date, index);
  }
  return index;
}

export function addHours(into: Figures, entry: { work_date: string; hours: LineHundredths }): void {
  const h = entry.hours;
  into.days[dayIndex(entry.work_date)]! += h.total;
  into.regular += h.regular;
  into.overtime += h.overtime;
  into.total += h.total;
}
