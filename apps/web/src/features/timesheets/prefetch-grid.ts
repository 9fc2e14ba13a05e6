import type { QueryClient } from '@tanstack/react-query';
import { punchSheetQueryOptions } from './api/get-punch-sheet.ts';
import { timeSheetListQueryOptions, type ListQuery } from './api/get-time-sheet-list.ts';
import { currentWeek } from './entry-times.ts';
import { NO_FILTER } from './filters.ts';
import { EMPLOYEE_VIEWS, readPlace, SUB_VIEWS, type ViewNames } from './screen-url.ts';

/** The grid's first query for an address, as the screen will ask it (no filter on opening). */
function firstQuery(search: string, views: ViewNames, tz: string): ListQuery {
  const place = readPlace(new URLSearchParams(search), views);
  const week = place.week ?? currentWeek({ tz, now: Date.now() });
  return {
    start_date: week.start,
    end_date: week.end,
    location: place.location,
    time_sheet_by: place.by,
    filters: NO_FILTER,
  };
}

/**
 * Asks for Employee Timesheets' rows while the screen's code is still on its way, so that the two
 * arrive together instead of one after the other; the screen then finds them in the cache.
 */
export function prefetchEmployeeGrid(client: QueryClient, tz: string, search: string): void {
  void client.prefetchQuery(timeSheetListQueryOptions(firstQuery(search, EMPLOYEE_VIEWS, tz)));
}

/** The same for Sub Contractor Timesheets' first-level rows. */
export function prefetchSubGrid(client: QueryClient, tz: string, search: string): void {
  void client.prefetchQuery(punchSheetQueryOptions(firstQuery(search, SUB_VIEWS, tz)));
}
