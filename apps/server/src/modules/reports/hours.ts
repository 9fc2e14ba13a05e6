import { dayKey, DAY_KEYS, type LineHundredths } from '@portal/domain';

/** An entry's stored hundredths: total, regular, overtime and double time (the last three add up to it). */
export type EntryHours = LineHundredths & { double_time: number };

/** Hundredths of an hour of a row: its days (Monday first), regular, overtime, double time and total. */
export interface Figures {
  days: number[];
  regular: number;
  overtime: number;
  double_time: number;
  total: number;
}

export const noFigures = (): Figures => ({
  days: [0, 0, 0, 0, 0, 0, 0],
  regular: 0,
  overtime: 0,
  double_time: 0,
  total: 0,
});

/** Monday 0 to Sunday 6. */
const dayIndex = (date: string) => DAY_KEYS.indexOf(dayKey(date));

export function addHours(into: Figures, entry: { work_date: string; hours: EntryHours }): void {
  const h = entry.hours;
  into.days[dayIndex(entry.work_date)]! += h.total;
  into.regular += h.regular;
  into.overtime += h.overtime;
  into.double_time += h.double_time;
  into.total += h.total;
}
