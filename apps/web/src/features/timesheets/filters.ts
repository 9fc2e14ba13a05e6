import type { FilterKey, Filters } from '@portal/contracts/timesheets';

export type { Filters };

export const FILTER_LABELS: Record<FilterKey, string> = {
  noFilter: 'No Filter',
  preApproved: 'Show Pre-Approve only',
  any: 'Any',
  faceFlag: 'Face Mismatch',
  gpsFlag: 'GPS Mismatch',
  timeEntryFlag: 'Time Entry',
  mealPeriodFlag: 'Meal period missed',
  unapprovedFlag: 'Unapproved',
  approvedFlag: 'Approved',
  isCorrected: 'Show Corrected Only',
};

/**
 * Show Flagged Only: the spec's flags, and a missed meal period after the punch checks. Sub-contractor
 * workers' meal periods are kept by their own companies (never flagged): their screen leaves it out.
 */
export const FLAGGED_KEYS: FilterKey[] = [
  'any',
  'faceFlag',
  'gpsFlag',
  'timeEntryFlag',
  'mealPeriodFlag',
  'unapprovedFlag',
  'approvedFlag',
];
export const SUBCONTRACTOR_FLAGGED_KEYS = FLAGGED_KEYS.filter((k) => k !== 'mealPeriodFlag');

export const NO_FILTER: Filters = { noFilter: true };

/** No Filter clears the others; any other choice clears No Filter, and none left means No Filter. */
export function toggleFilter(filters: Filters, key: FilterKey, on: boolean): Filters {
  if (key === 'noFilter') return NO_FILTER;
  const next: Filters = { ...filters, noFilter: false, [key]: on };
  const anyOn = Object.entries(next).some(([k, v]) => k !== 'noFilter' && v);
  return anyOn ? next : NO_FILTER;
}

export function appliedFilterNames(filters: Filters): string[] {
  return (Object.keys(FILTER_LABELS) as FilterKey[])
    .filter((k) => k !== 'noFilter' && filters[k])
    .map((k) => FILTER_LABELS[k]);
}

export type HighlightKey = 'h_approved' | 'h_unapproved' | 'h_corrected';
export type Highlights = Record<HighlightKey, boolean>;
export const ALL_HIGHLIGHTS: Highlights = { h_approved: true, h_unapproved: true, h_corrected: true };
export const HIGHLIGHT_LABELS: Record<HighlightKey, string> = {
  h_approved: 'Approved',
  h_unapproved: 'Unapproved',
  h_corrected: 'Corrected',
};
