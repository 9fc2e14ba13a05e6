import { addDays } from '@portal/domain';

/** The detail list shows two days at a time and moves by two within the week, never past today. */
const RANGE_DAYS = 2;

export interface DetailRange {
  start: string;
  end: string;
}

/** @internal The tests make a range with it. */
export function rangeAt(start: string, weekEnd: string): DetailRange {
  const end = addDays(start, RANGE_DAYS - 1);
  return { start, end: end > weekEnd ? weekEnd : end };
}

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type DayKey = (typeof DAY_KEYS)[number];
/** What a grid row says of its days: hours, and an approval status on each day with an entry. */
type RowDays = Record<DayKey, number> & Record<`${DayKey}_approved_status`, number | null>;

/**
 * Where the detail of a row opens: at the two days that hold the row's first day with an entry (a
 * row with hours on Sunday alone opens on Sunday, not on an empty Monday), else at the week's start.
 */
export function firstRange(row: RowDays, week: { start: string; end: string }): DetailRange {
  const first = DAY_KEYS.findIndex((day) => row[day] > 0 || row[`${day}_approved_status`] !== null);
  const offset = first < 0 ? 0 : first - (first % RANGE_DAYS);
  return rangeAt(addDays(week.start, offset), week.end);
}

export function canMoveBack(range: DetailRange, weekStart: string): boolean {
  return range.start > weekStart;
}

export function canMoveNext(range: DetailRange, weekEnd: string, today: string): boolean {
  return range.end < weekEnd && range.end < today;
}

export function moveRange(
  range: DetailRange,
  step: 1 | -1,
  week: { start: string; end: string },
): DetailRange {
  const start = addDays(range.start, step * RANGE_DAYS);
  return rangeAt(start < week.start ? week.start : start, week.end);
}
