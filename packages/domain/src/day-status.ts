export const DAY_STATUS = { plain: 0, corrected: 1, approved: 2, unapproved: 3 } as const;
export type DayStatusCode = (typeof DAY_STATUS)[keyof typeof DAY_STATUS];
export type EditStatus = 'web' | 'mobile';

/**
 * What a grid cell needs to know of its day's entries, as counts a database adds up (dayCells in
 * apps/server/src/modules/timesheets/queries.ts).
 */
export interface DayCounts {
  entries: number;
  unapproved: number;
  /** Corrected on the web, or with no recorded source. */
  corrected_web: number;
  corrected_mobile: number;
}

/**
 * Status of one grid cell (an employee's day). No entries: plain (0). Any un-approved entry:
 * unapproved (3), even if corrected, because the day still needs approval and export refuses it.
 * All approved or pre-approved: corrected (1) if any was corrected, else approved (2).
 */
export function cellApprovedStatus(day: DayCounts): DayStatusCode {
  if (day.entries === 0) return DAY_STATUS.plain;
  if (day.unapproved > 0) return DAY_STATUS.unapproved;
  return day.corrected_web + day.corrected_mobile > 0 ? DAY_STATUS.corrected : DAY_STATUS.approved;
}

/**
 * Edit status of the cell, shown as a pen (web) or brush (mobile) whatever the approval: 'web' when any
 * corrected entry was corrected on the web (the office's word is last), else 'mobile', else null.
 */
export function cellEditStatus(day: DayCounts): EditStatus | null {
  if (day.corrected_web > 0) return 'web';
  return day.corrected_mobile > 0 ? 'mobile' : null;
}
