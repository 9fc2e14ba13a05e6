import { DAY_KEYS, dayKey, minuteHundredths } from '@portal/domain';
import type { TimeEntry } from './time-data.ts';

/** The minutes a row of a report adds up from its entries. */
export interface Tally {
  minutes: number;
  overtime: number;
  /** Minutes by weekday, Monday first. */
  days: number[];
}

/** Hundredths of an hour of one row of one week. */
export interface Figures {
  days: number[];
  regular: number;
  overtime: number;
  total: number;
}

export const emptyTally = (): Tally => ({ minutes: 0, overtime: 0, days: [0, 0, 0, 0, 0, 0, 0] });

export function addEntry(t: Tally, e: TimeEntry): void {
  t.minutes += e.minutes;
  t.overtime += e.overtime_minutes;
  t.days[DAY_KEYS.indexOf(dayKey(e.work_date))]! += e.minutes;
}

/**
 * The one place the reports turn minutes into hours. A row of one week (an employee's, a job's) is
 * rounded figure by figure as the timesheet grid rounds its cells, Reg, OT and Total, so a report's
 * employee-week equals the grid's to the hundredth; longer rows add up these week figures.
 */
export function weekFigures(t: Tally): Figures {
  return {
    days: t.days.map(minuteHundredths),
    regular: minuteHundredths(t.minutes - t.overtime),
    overtime: minuteHundredths(t.overtime),
    total: minuteHundredths(t.minutes),
  };
}

export function addFigures(into: Figures, f: Figures): void {
  f.days.forEach((d, i) => (into.days[i]! += d));
  into.regular += f.regular;
  into.overtime += f.overtime;
  into.total += f.total;
}

export const noFigures = (): Figures => ({ days: [0, 0, 0, 0, 0, 0, 0], regular: 0, overtime: 0, total: 0 });
