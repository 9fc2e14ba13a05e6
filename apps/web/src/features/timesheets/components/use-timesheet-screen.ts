import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useSearchParams } from 'react-router';
import { canWrite } from '@portal/contracts';
import { isFiltering, type Week } from '@portal/domain';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { currentWeek, todayLocal } from '../entry-times.ts';
import { ALL_HIGHLIGHTS, NO_FILTER, type Filters, type Highlights } from '../filters.ts';
import { readPlace, scopeOf, writePlace, type ScreenPlace, type ViewNames } from '../screen-url.ts';
import { createDockModel } from './dock/dock-model.ts';
import { useEntryDrafts } from './use-entry-drafts.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useNow } from './use-now.ts';
import { usePayPeriod } from './pay-period/use-pay-period.ts';

/**
 * What both timesheet screens keep: the site, week, mode, search, filters and highlights of the
 * toolbar, the selected row, the clerk's unsaved edits (guarded when leaving), and the dock with its
 * pop-out state. The week, site, mode and rows live in the address (screen-url.ts; `views` names the
 * modes there): a reload or a shared link opens the same place, Back and Forward step through the
 * weeks, sites and modes seen. A change of site, week, mode or filters clears the edits and the
 * selection; the leave guard asks first, except for filters.
 */
export function useTimesheetScreen(views: ViewNames) {
  const user = useCurrentUser();
  const zone = { tz: user.settings.time_zone, now: useNow() };
  const [params, setParams] = useSearchParams();
  const place = readPlace(params, views);
  const week = place.week ?? currentWeek(zone);
  const { location, by } = place;
  /** Another week, site or mode is a step of the history; another row only replaces the address. */
  const go = (next: Partial<ScreenPlace>, replace: boolean) =>
    setParams(writePlace({ ...place, ...next }, views), { replace });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [highlights, setHighlights] = useState<Highlights>(ALL_HIGHLIGHTS);
  const [dock] = useState(createDockModel);
  const [poppedOut, setPoppedOut] = useState(false);
  const drafts = useEntryDrafts();
  useLeaveGuard(drafts.counts, (search) => scopeOf(search, views));
  const payPeriod = usePayPeriod(week.start);

  const changeScope = (next: Partial<ScreenPlace>, replace = false) =>
    go({ ...next, row: null, sub: null }, replace);
  // The edits go once the week, site or mode has changed (the toolbar, Back or Forward), not before:
  // the leave guard may keep the clerk where they are.
  const scope = `${week.start} ${location} ${by}`;
  const shownScope = useRef(scope);
  const resetDrafts = drafts.reset;
  useEffect(() => {
    if (shownScope.current === scope) return;
    shownScope.current = scope;
    resetDrafts();
  }, [scope, resetDrafts]);

  return {
    now: zone.now,
    week,
    location,
    by,
    /** The selected row and sub-list row as the address has them (null: the first). */
    row: place.row,
    sub: place.sub,
    select: (row: number, sub: number | null = null) => go({ row, sub }, true),
    filters,
    drafts,
    dock,
    poppedOut,
    setPoppedOut,
    search,
    highlights,
    /** A week closed for payroll is read-only for everyone. */
    writable: canWrite(user.permissions, 'Time_Sheets') && !payPeriod.closed,
    payPeriod,
    weekSelection: { start_date: week.start, end_date: week.end, location },
    emptyText:
      isFiltering(filters) || search ? 'No timesheets found for applied filters.' : 'No timesheets found.',
    /** The shared toolbar's values and handlers. */
    toolbar: {
      week,
      payPeriod,
      today: todayLocal(zone),
      location,
      by,
      search,
      filters,
      highlights,
      onWeek: (w: Week) => changeScope({ week: w }),
      onLocation: (l: number | 'all') => changeScope({ location: l }),
      onBy: (b: 1 | 2) => changeScope({ by: b }),
      onSearch: setSearch,
      onFilters: (f: Filters) => {
        setFilters(f);
        changeScope({}, true);
        drafts.reset();
      },
      onHighlights: setHighlights,
    },
  };
}

/** A failed fetch shows its message (spec: failed fetches toast the error message). */
export function useFetchErrorMessage(error: Error | null) {
  const { message } = App.useApp();
  useEffect(() => {
    if (error) message.error(error.message);
  }, [error, message]);
}
