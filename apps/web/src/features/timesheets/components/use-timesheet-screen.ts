import { useEffect, useState } from 'react';
import { App } from 'antd';
import { canWrite } from '@portal/contracts';
import { isFiltering, type Week } from '@portal/domain';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { currentWeek, todayLocal } from '../entry-times.ts';
import { ALL_HIGHLIGHTS, NO_FILTER, type Filters, type Highlights } from '../filters.ts';
import { createDockModel } from './dock/dock-model.ts';
import { useEntryDrafts } from './use-entry-drafts.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useNow } from './use-now.ts';
import { usePayPeriod } from './pay-period/use-pay-period.ts';

/**
 * What both timesheet screens keep: the site, week, mode, search, filters and highlights of the
 * toolbar, the clerk's unsaved edits (guarded when leaving), and the dock with its pop-out state.
 * A change of site, week, mode or filters clears the edits and, through `onScopeChange`, the
 * screen's selection.
 */
export function useTimesheetScreen(onScopeChange: () => void) {
  const user = useCurrentUser();
  const zone = { tz: user.settings.time_zone, now: useNow() };
  const [week, setWeek] = useState<Week>(() => currentWeek(zone));
  const [location, setLocation] = useState<number | 'all'>('all');
  const [by, setBy] = useState<1 | 2>(1);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [highlights, setHighlights] = useState<Highlights>(ALL_HIGHLIGHTS);
  const [dock] = useState(createDockModel);
  const [poppedOut, setPoppedOut] = useState(false);
  const drafts = useEntryDrafts();
  useLeaveGuard(drafts.counts);
  const payPeriod = usePayPeriod(week.start);

  const changeScope = (apply: () => void) => {
    apply();
    onScopeChange();
    drafts.reset();
  };

  return {
    now: zone.now,
    week,
    location,
    by,
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
      onWeek: (w: Week) => changeScope(() => setWeek(w)),
      onLocation: (l: number | 'all') => changeScope(() => setLocation(l)),
      onBy: (b: 1 | 2) => changeScope(() => setBy(b)),
      onSearch: setSearch,
      onFilters: (f: Filters) => changeScope(() => setFilters(f)),
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
