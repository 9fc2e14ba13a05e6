/** A face, GPS or time status: 0 ok, 1 flagged. */
export type Flag = 0 | 1;

export type ApprovedStatus = 'un-approved' | 'approved' | 'pre-approved';

/** 0/1 as stored, booleans as the web holds them; null counts as not flagged. */
type FlagValue = number | boolean | null | undefined;

/** @internal matchesFilters' and widgetCounts' entries. */
export interface FlaggableEntry {
  approved_status: ApprovedStatus;
  is_corrected: FlagValue;
  face_in_status: FlagValue;
  face_out_status: FlagValue;
  gps_in_status: FlagValue;
  gps_out_status: FlagValue;
  clock_in_status: FlagValue;
  clock_out_status: FlagValue;
  /** Meal periods the entry missed under California's policy (0-2, meal-periods.ts); absent: none. */
  meal_periods_missed?: number | null;
}

export const FILTER_KEYS = [
  'noFilter',
  'any',
  'preApproved',
  'faceFlag',
  'gpsFlag',
  'timeEntryFlag',
  'mealPeriodFlag',
  'unapprovedFlag',
  'approvedFlag',
  'isCorrected',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, boolean>>;

const on = (value: FlagValue) => value === true || (typeof value === 'number' && value !== 0);

const isFaceFlagged = (e: FlaggableEntry) => on(e.face_in_status) || on(e.face_out_status);
const isGpsFlagged = (e: FlaggableEntry) => on(e.gps_in_status) || on(e.gps_out_status);
const isTimeFlagged = (e: FlaggableEntry) => on(e.clock_in_status) || on(e.clock_out_status);
/** The spec's flags, the punch checks: 'any' and the flagged total read these three only. */
const isFlagged = (e: FlaggableEntry) => isFaceFlagged(e) || isGpsFlagged(e) || isTimeFlagged(e);
/**
 * A pay flag, not a punch check: a meal period missed (docs/time-rules.md, "Meal periods"). It has its
 * own filter and count, and leaves 'any' and the flagged total as the spec has them.
 */
const isMealPeriodMissed = (e: FlaggableEntry) => (e.meal_periods_missed ?? 0) > 0;

const TESTS: Record<Exclude<FilterKey, 'noFilter'>, (e: FlaggableEntry) => boolean> = {
  any: isFlagged,
  preApproved: (e) => e.approved_status === 'pre-approved',
  faceFlag: isFaceFlagged,
  gpsFlag: isGpsFlagged,
  timeEntryFlag: isTimeFlagged,
  mealPeriodFlag: isMealPeriodMissed,
  unapprovedFlag: (e) => e.approved_status === 'un-approved',
  approvedFlag: (e) => e.approved_status === 'approved',
  isCorrected: (e) => on(e.is_corrected),
};

/**
 * The detail list's filters: every filter that is on must hold (AND); 'any' holds when the entry has
 * any of the face, GPS or time flags (OR across the flags; a missed meal period is not one of them).
 * noFilter, or no filter on, shows all.
 * @internal The rule the database's filters follow (filterCondition, apps/server/src/modules/timesheets/
 * queries.ts): flags-sql.test.ts holds them to it.
 */
export function matchesFilters(entry: FlaggableEntry, filters: Filters): boolean {
  if (filters.noFilter) return true;
  return (Object.keys(TESTS) as Array<keyof typeof TESTS>).every((key) => !filters[key] || TESTS[key](entry));
}

export function isFiltering(filters: Filters): boolean {
  return !filters.noFilter && FILTER_KEYS.some((key) => key !== 'noFilter' && filters[key]);
}

interface WidgetCounts {
  approved_status_count: number;
  un_approved_status_count: number;
  pre_approved_status_count: number;
  face_flagged_count: number;
  gps_flagged_count: number;
  time_flagged_count: number;
  /** Entries with at least one face, GPS or time flag: an entry flagged twice counts once. */
  total_flagged_count: number;
  is_corrected_count: number;
  /** Entries that missed a meal period (not in the flagged total, as 'any' does not read them). */
  meal_flagged_count: number;
}

/**
 * @internal The rule the database's widget counts follow (widgetCounts in apps/server/src/modules/
 * timesheets/queries.ts): flags-sql.test.ts holds them to it.
 */
export function widgetCounts(entries: ReadonlyArray<FlaggableEntry>): WidgetCounts {
  const count = (test: (e: FlaggableEntry) => boolean) => entries.filter(test).length;
  return {
    approved_status_count: count(TESTS.approvedFlag),
    un_approved_status_count: count(TESTS.unapprovedFlag),
    pre_approved_status_count: count(TESTS.preApproved),
    face_flagged_count: count(isFaceFlagged),
    gps_flagged_count: count(isGpsFlagged),
    time_flagged_count: count(isTimeFlagged),
    total_flagged_count: count(isFlagged),
    is_corrected_count: count(TESTS.isCorrected),
    meal_flagged_count: count(isMealPeriodMissed),
  };
}
