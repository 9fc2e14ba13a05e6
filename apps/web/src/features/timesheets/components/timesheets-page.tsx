import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty } from 'antd';
import { canWrite } from '@portal/contracts';
import type { TimeSheetRow } from '@portal/contracts/timesheets';
import { isFiltering, type Week } from '@portal/domain';
import { useCurrentUser } from '../../../app/auth/auth-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { timeSheetListQueryOptions } from '../api/get-time-sheet-list.ts';
import { timesheetKeys } from '../api/keys.ts';
import { currentWeek, todayLocal } from '../entry-times.ts';
import { ALL_HIGHLIGHTS, NO_FILTER, type Filters, type Highlights } from '../filters.ts';
import { searchRows } from '../search-rows.ts';
import { DetailPanel } from './detail-panel.tsx';
import { createDockModel } from './dock/dock-model.ts';
import { TimesheetsDock } from './dock/timesheets-dock.tsx';
import { TimesheetsToolbar } from './timesheets-toolbar.tsx';
import { TimesheetGrid } from './timesheet-grid.tsx';
import { useEntryDrafts } from './use-entry-drafts.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useNewEntriesPoll } from './use-new-entries-poll.tsx';
import { useNow } from './use-now.ts';
import { WidgetsRow } from './widgets-row.tsx';
import './timesheets.css';

/** Employee Timesheets: the week grid by employee or job, and the selected row's entries beside it. */
export function TimesheetsPage() {
  const user = useCurrentUser();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const zone = { tz: user.settings.time_zone, now: useNow() };
  const today = todayLocal(zone);
  const [week, setWeek] = useState<Week>(() => currentWeek(zone));
  const [location, setLocation] = useState<number | 'all'>('all');
  const [by, setBy] = useState<1 | 2>(1);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [highlights, setHighlights] = useState<Highlights>(ALL_HIGHLIGHTS);
  const [selected, setSelected] = useState<TimeSheetRow | null>(null);
  const [dock] = useState(createDockModel);
  const [poppedOut, setPoppedOut] = useState(false);
  const drafts = useEntryDrafts();
  useLeaveGuard(drafts.counts);

  const weekSelection = { start_date: week.start, end_date: week.end, location };
  const list = useQuery(timeSheetListQueryOptions({ ...weekSelection, time_sheet_by: by }));
  const rows = useMemo(() => searchRows(list.data ?? [], search), [list.data, search]);

  useEffect(() => {
    if (list.error) message.error(list.error.message);
  }, [list.error, message]);

  // A change of site, week or mode clears the selection; the first row is then selected.
  // After a load (or a change of site, week or mode) without a chosen row, the first row is selected.
  const selectedRow = rows.find((r) => r.id === selected?.id) ?? rows[0] ?? null;

  const changeScope = (apply: () => void) => {
    apply();
    setSelected(null);
    drafts.reset();
  };
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
    [queryClient],
  );
  useNewEntriesPoll(list.dataUpdatedAt || zone.now, refresh);

  const writable = canWrite(user.permissions, 'Time_Sheets');
  const detail = selectedRow ? (
    <DetailPanel
      key={`${selectedRow.id}-${by}-${week.start}-${String(location)}`}
      row={selectedRow}
      by={by}
      week={week}
      location={location}
      filters={filters}
      drafts={drafts}
      writable={writable}
    />
  ) : (
    // The grid has no rows (once loaded): the panel says so rather than stay blank.
    !list.isPending && (
      <Empty
        className="ts-detail-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No Timesheet selected"
      />
    )
  );

  return (
    <div className="ts-page">
      <PageTitle title="Employee Timesheets" />
      <TimesheetsToolbar
        week={week}
        today={today}
        location={location}
        by={by}
        search={search}
        filters={filters}
        highlights={highlights}
        writable={writable}
        canExport={canWrite(user.permissions, 'Weekly_Approval_Payroll_Export')}
        onWeek={(w) => changeScope(() => setWeek(w))}
        onLocation={(l) => changeScope(() => setLocation(l))}
        onBy={(b) => changeScope(() => setBy(b))}
        onSearch={setSearch}
        onFilters={(f) => changeScope(() => setFilters(f))}
        onHighlights={setHighlights}
      />
      {poppedOut && <WidgetsRow week={weekSelection} />}
      <TimesheetsDock
        model={dock}
        onPoppedOut={setPoppedOut}
        detail={detail}
        grid={(height) => (
          <TimesheetGrid
            rows={rows}
            loading={list.isPending}
            weekStart={week.start}
            byJob={by === 2}
            highlights={highlights}
            selectedId={selectedRow?.id ?? null}
            height={height}
            emptyText={
              isFiltering(filters) || search
                ? 'No timesheets found for applied filters.'
                : 'No timesheets found.'
            }
            onSelect={(row) => {
              if (row.id === selectedRow?.id) return;
              drafts.reset();
              setSelected(row);
            }}
          />
        )}
      />
    </div>
  );
}
