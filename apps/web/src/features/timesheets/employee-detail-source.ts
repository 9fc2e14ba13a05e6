import { perDayLimitWarning } from '@portal/domain';
import { approveTimeEntries } from './api/approve-time-entries.ts';
import { deleteTimeEntries } from './api/delete-time-entries.ts';
import { getTimeSheetDetail, type DetailQuery } from './api/get-time-sheet-detail.ts';
import { timesheetKeys } from './api/keys.ts';
import { markMealPremium } from './api/mark-meal-premium.ts';
import { swapTimeEntries } from './api/swap-time-entries.ts';
import type { DetailSource } from './detail-source.ts';

/** The employee detail of a row: an employee's entries (by employee) or a job's (by job). */
export function employeeDetailSource(query: Omit<DetailQuery, 'start_date' | 'end_date'>): DetailSource {
  return {
    key: [...timesheetKeys.detail(), query],
    refreshKey: timesheetKeys.all,
    page: (range, offset) =>
      getTimeSheetDetail({ ...query, start_date: range.start, end_date: range.end }, offset),
    approve: (lines, range) =>
      approveTimeEntries({
        time_entries: lines,
        start_date: range.start,
        end_date: range.end,
        id: query.id,
      }),
    swap: swapTimeEntries,
    remove: deleteTimeEntries,
    markMealPremium,
    perDayText: perDayLimitWarning,
    offersSwap: () => true,
    names: query.time_sheet_by === 2 ? 'worker' : 'job',
    mapZoom: 15,
  };
}
