import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canWrite } from '@portal/contracts';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { timeSheetListQueryOptions } from '../api/get-time-sheet-list.ts';
import { getTimeSheetWidgets } from '../api/get-time-sheet-widgets.ts';
import { timesheetKeys } from '../api/keys.ts';
import { employeeDetailSource } from '../employee-detail-source.ts';
import { FLAGGED_KEYS } from '../filters.ts';
import { gridMinWidth, hasDoubleTime } from '../grid-metrics.ts';
import { EMPLOYEE_VIEWS } from '../screen-url.ts';
import { searchRows } from '../search-rows.ts';
import { AddTimesheetButton } from './add-timesheet/add-timesheet-button.tsx';
import { ApproveWeekButton } from './approve-week/approve-week-button.tsx';
import { DetailPanel, NoDetail } from './detail-panel.tsx';
import { TimesheetsDock } from './dock/timesheets-dock.tsx';
import { ExportButton } from './export-button.tsx';
import { ClosedWeekNotice } from './pay-period/closed-week-notice.tsx';
import { TimesheetsToolbar } from './timesheets-toolbar.tsx';
import { TimesheetGrid } from './grid/timesheet-grid.tsx';
import { useNewEntriesPoll } from './use-new-entries-poll.tsx';
import { useFetchErrorMessage, useTimesheetScreen } from './use-timesheet-screen.ts';
import { WidgetsRow } from './widgets-row.tsx';
import './timesheets.css';

/** Employee Timesheets: the week grid by employee or job, and the selected row's entries beside it. */
export function TimesheetsPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const screen = useTimesheetScreen(EMPLOYEE_VIEWS);
  const { week, location, by, filters, drafts } = screen;

  const list = useQuery(timeSheetListQueryOptions({ ...screen.weekSelection, time_sheet_by: by, filters }));
  const rows = useMemo(() => searchRows(list.data ?? [], screen.search), [list.data, screen.search]);
  // A DT column when the week's answer has double time (the search leaves the columns as they are).
  const doubleTime = useMemo(() => hasDoubleTime(list.data ?? []), [list.data]);
  useFetchErrorMessage(list.error);

  // After a load (or a change of site, week or mode) without a chosen row, the first row is selected.
  const selectedRow = rows.find((r) => r.id === screen.row) ?? rows[0] ?? null;

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
    [queryClient],
  );
  useNewEntriesPoll(list.dataUpdatedAt || screen.now, refresh);

  const detail = selectedRow ? (
    <>
      <ClosedWeekNotice payPeriod={screen.payPeriod} />
      <DetailPanel
        key={`${selectedRow.id}-${by}-${week.start}-${String(location)}`}
        title={`${selectedRow.code} - ${selectedRow.name}`}
        row={selectedRow}
        source={employeeDetailSource({ id: selectedRow.id, time_sheet_by: by, location, filters })}
        week={week}
        filters={filters}
        drafts={drafts}
        writable={screen.writable}
      />
    </>
  ) : (
    // The grid has no rows (once loaded): the panel says so rather than stay blank.
    !list.isPending && <NoDetail />
  );

  return (
    <div className="ts-page">
      <PageTitle title="Employee Timesheets" />
      <TimesheetsToolbar
        {...screen.toolbar}
        byLabels={{ 1: 'By Employee', 2: 'By Job' }}
        flaggedKeys={FLAGGED_KEYS}
      >
        {screen.writable && <AddTimesheetButton />}
        {screen.writable && by === 1 && (
          <ApproveWeekButton
            workforce="employees"
            by={by}
            rows={rows}
            week={week}
            location={location}
            corrected={drafts.counts.touched}
          />
        )}
        {canWrite(user.permissions, 'Weekly_Approval_Payroll_Export') && (
          <ExportButton week={screen.weekSelection} />
        )}
      </TimesheetsToolbar>
      {screen.poppedOut && (
        <WidgetsRow
          queryKey={[...timesheetKeys.widgets(), screen.weekSelection]}
          fetch={() => getTimeSheetWidgets(screen.weekSelection)}
        />
      )}
      <TimesheetsDock
        model={screen.dock}
        onPoppedOut={screen.setPoppedOut}
        detail={detail}
        gridMinWidth={gridMinWidth(by === 2 ? 'job' : 'employee', true, doubleTime)}
        grid={(height) => (
          <TimesheetGrid
            rows={rows}
            loading={list.isPending}
            weekStart={week.start}
            kind={by === 2 ? 'job' : 'employee'}
            regularAndOvertime
            doubleTime={doubleTime}
            highlights={screen.highlights}
            selectedId={selectedRow?.id ?? null}
            height={height}
            emptyText={screen.emptyText}
            onSelect={(row) => {
              if (row.id === selectedRow?.id) return;
              drafts.reset();
              screen.select(row.id);
            }}
          />
        )}
      />
    </div>
  );
}
