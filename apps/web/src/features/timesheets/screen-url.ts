import { isLocalDate, weekOfDate, type Week } from '@portal/domain';

/**
 * What a timesheet screen keeps in its address, so that a reload or a shared link opens the same
 * week, site, view and row, and Back and Forward step through them:
 * `?week=2026-11-16&site=3&view=job&row=12&sub=40` (`sub`: the row of Sub Contractor Timesheets'
 * sub list). Absent or unreadable values fall back to this week, every site, the first view, the first
 * row.
 */
export interface ScreenPlace {
  /** The week asked for; null for this week. */
  week: Week | null;
  location: number | 'all';
  by: 1 | 2;
  row: number | null;
  sub: number | null;
}

/** The screen's two views as written in the address: By Employee (or By Sub Contractor), By Job. */
export type ViewNames = Readonly<Record<1 | 2, string>>;
export const EMPLOYEE_VIEWS: ViewNames = { 1: 'employee', 2: 'job' };
export const SUB_VIEWS: ViewNames = { 1: 'sub-contractor', 2: 'job' };

const positiveId = (value: string | null): number | null => {
  const id = value !== null && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : null;
};

export function readPlace(params: URLSearchParams, views: ViewNames): ScreenPlace {
  const week = params.get('week');
  return {
    week: week !== null && isLocalDate(week) ? weekOfDate(week) : null,
    location: positiveId(params.get('site')) ?? 'all',
    by: params.get('view') === views[2] ? 2 : 1,
    row: positiveId(params.get('row')),
    sub: positiveId(params.get('sub')),
  };
}

/**
 * The part of a place whose change drops the clerk's edits and selection: the week, site and view
 * (another row keeps them). Equal for two addresses of the same week, site and view.
 */
export function scopeOf(search: string, views: ViewNames): string {
  const { week, location, by } = readPlace(new URLSearchParams(search), views);
  return `${week?.start ?? 'this week'} ${location} ${by}`;
}

/** The address's query for a place: a different week, site or view starts again at its first row. */
export function writePlace(place: ScreenPlace, views: ViewNames): URLSearchParams {
  const params = new URLSearchParams();
  if (place.week) params.set('week', place.week.start);
  if (place.location !== 'all') params.set('site', String(place.location));
  params.set('view', views[place.by]);
  if (place.row !== null) params.set('row', String(place.row));
  if (place.row !== null && place.sub !== null) params.set('sub', String(place.sub));
  return params;
}
