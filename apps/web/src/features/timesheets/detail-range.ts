import { addDays } from '@portal/domain';

/** The detail list shows two days at a time and moves by two within the week, never past today. */
const RANGE_DAYS = 2;

export interface DetailRange {
  start: string;
  end: string;
}

export function rangeAt(start: string, weekEnd: string): DetailRange {
  const end = addDays(start, RANGE_DAYS - 1);
  return { start, end: end > weekEnd ? weekEnd : end };
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
