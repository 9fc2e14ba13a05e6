import { type Instant, toMs } from './instant.ts';
import { formatLimitHours, splitThresholdMinutes } from './time-of-day.ts';
import type { LocalDate } from './week.ts';

export interface TimedEntry<Id = number> {
  id: Id;
  employee_id: number | string;
  clock_in_at: Instant;
  /** An open entry counts as the single moment of its clock-in. */
  clock_out_at: Instant | null;
  work_date: LocalDate;
  /** What the clerk knows the entry by, e.g. the employee's name; optional in the lists. */
  label?: string;
}

export interface Overlap<Id> {
  first: Id;
  second: Id;
}

/**
 * Pairs of the same employee's entries whose times overlap. One ending exactly when the next begins
 * does not; two starting at the same moment always do. Each pair once, `first` starting earlier.
 */
export function findOverlaps<Id>(entries: ReadonlyArray<TimedEntry<Id>>): Overlap<Id>[] {
  const spans = entries
    .map((entry, index) => {
      const start = toMs(entry.clock_in_at);
      return { entry, index, start, end: entry.clock_out_at == null ? start : toMs(entry.clock_out_at) };
    })
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const overlaps: Overlap<Id>[] = [];
  spans.forEach((a, i) => {
    for (const b of spans.slice(i + 1)) {
      const sameEmployee = String(a.entry.employee_id) === String(b.entry.employee_id);
      if (sameEmployee && (a.start === b.start || (b.start < a.end && a.start < b.end))) {
        overlaps.push({ first: a.entry.id, second: b.entry.id });
      }
    }
  });
  return overlaps;
}

/** 'MM/DD/YY' as the portal displays dates. */
export function displayDate(date: LocalDate): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year?.slice(2)}`;
}

/** 'label (MM/DD/YY)' or just the date, each once, in first-seen order, joined by ', '. */
export function describeDays(items: ReadonlyArray<{ work_date: LocalDate; label?: string }>): string {
  const names = items.map(({ label, work_date }) =>
    label ? `${label} (${displayDate(work_date)})` : displayDate(work_date),
  );
  return [...new Set(names)].join(', ');
}

/** The {list} of the overlap warning: every entry that takes part in an overlap. */
export function overlapList<Id>(
  entries: ReadonlyArray<TimedEntry<Id>>,
  overlaps: ReadonlyArray<Overlap<Id>>,
): string {
  const involved = new Set(overlaps.flatMap((o) => [o.first, o.second]));
  return describeDays(entries.filter((e) => involved.has(e.id)));
}

export interface DayMinutes {
  employee_id: number | string;
  work_date: LocalDate;
  /** Paid minutes, as the grid shows them. */
  minutes: number;
  label?: string;
}

export interface DayOverLimit {
  employee_id: number | string;
  work_date: LocalDate;
  minutes: number;
  label?: string;
}

/**
 * Days on which one employee's entries add up to more than the split threshold (the per-day limit),
 * in first-seen order.
 */
export function perDayLimit(
  entries: ReadonlyArray<DayMinutes>,
  splitThreshold: string | null | undefined,
): DayOverLimit[] {
  const limit = splitThresholdMinutes(splitThreshold);
  const days = new Map<string, DayOverLimit>();
  for (const e of entries) {
    const key = `${String(e.employee_id)}|${e.work_date}`;
    const day = days.get(key) ?? {
      employee_id: e.employee_id,
      work_date: e.work_date,
      minutes: 0,
      label: e.label,
    };
    day.minutes += e.minutes;
    days.set(key, day);
  }
  return [...days.values()].filter((day) => day.minutes > limit);
}

/** The {hours} of the per-day limit warning: '15' for 15:00:00, '15.5' for 15:30:00. */
export function perDayLimitHours(splitThreshold: string | null | undefined): string {
  return formatLimitHours(splitThresholdMinutes(splitThreshold));
}
