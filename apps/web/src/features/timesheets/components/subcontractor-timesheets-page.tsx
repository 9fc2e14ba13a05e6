import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { PunchSheetRow } from '@portal/contracts/subcontractor-timesheets';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { punchSheetQueryOptions } from '../api/get-punch-sheet.ts';
import { getSubWidgets } from '../api/get-sub-widgets.ts';
import { subTimesheetKeys } from '../api/keys.ts';
import { SUBCONTRACTOR_FLAGGED_KEYS } from '../filters.ts';
import { gridMinWidth } from '../grid-metrics.ts';
import { SUB_VIEWS } from '../screen-url.ts';
import { searchRows } from '../search-rows.ts';
import { subcontractorDetailSource, subDetailTitle, subListTitle } from '../subcontractor-detail-source.ts';
import { twoLevelHeights } from '../two-level-heights.ts';
import { ApproveWeekButton } from './approve-week/approve-week-button.tsx';
import { DetailPanel, NoDetail } from './detail-panel.tsx';
import { TimesheetsDock } from './dock/timesheets-dock.tsx';
import { ClosedWeekNotice } from './pay-period/closed-week-notice.tsx';
import { TimesheetsToolbar } from './timesheets-toolbar.tsx';
import { TimesheetGrid } from './grid/timesheet-grid.tsx';
import { useFetchErrorMessage, useTimesheetScreen } from './use-timesheet-screen.ts';
import { WidgetsRow } from './widgets-row.tsx';
import './timesheets.css';

/**
 * Sub Contractor Timesheets: the week by sub-contractor company or by job; below it the selected row's
 * sub list (the company's jobs, or the job's companies), whose selected row's entries show beside them.
 * No add and no export here.
 */
export function SubcontractorTimesheetsPage() {
  const user = useCurrentUser();
  const screen = useTimesheetScreen(SUB_VIEWS);
  const { week, location, by, filters, drafts } = screen;

  const sheetQuery = { ...screen.weekSelection, time_sheet_by: by, filters };
  const sheet = useQuery(punchSheetQueryOptions(sheetQuery));
  const rows = useMemo(() => searchRows(sheet.data ?? [], screen.search), [sheet.data, screen.search]);
  // The first row is selected after a load without a chosen row, and the first row of its sub list.
  const row = rows.find((r) => r.id === screen.row) ?? rows[0] ?? null;
  const subList = useQuery({
    ...punchSheetQueryOptions({ ...sheetQuery, id: row?.id ?? 0 }),
    enabled: row !== null,
  });
  const subRows = useMemo(() => (row ? (subList.data ?? []) : []), [row, subList.data]);
  // Another first-level row (chosen, or first after a search) starts at its own first sub row.
  const chosenSub = screen.row === row?.id ? screen.sub : null;
  const subRow = subRows.find((r) => r.id === chosenSub) ?? subRows[0] ?? null;
  useFetchErrorMessage(sheet.error ?? subList.error);

  // A click on another row drops the clerk's edits (as on Employee Timesheets); on the same row, nothing.
  const pickRow = (picked: PunchSheetRow) => {
    if (picked.id === row?.id) return;
    drafts.reset();
    screen.select(picked.id);
  };
  const pickSubRow = (picked: PunchSheetRow) => {
    if (!row || picked.id === subRow?.id) return;
    drafts.reset();
    screen.select(row.id, picked.id);
  };

  const detail =
    row && subRow ? (
      <>
        <ClosedWeekNotice payPeriod={screen.payPeriod} />
        <DetailPanel
          key={`${row.id}-${subRow.id}-${by}-${week.start}-${String(location)}`}
          title={subDetailTitle(by, row, subRow)}
          row={subRow}
          source={subcontractorDetailSource({
            time_sheet_by: by,
            rowId: row.id,
            subRowId: subRow.id,
            location,
            filters,
          })}
          week={week}
          filters={filters}
          drafts={drafts}
          writable={screen.writable}
        />
      </>
    ) : (
      !sheet.isPending && !(row && subList.isPending) && <NoDetail />
    );

  // Both lists: the week's days, no Reg and OT.
  const gridProps = {
    weekStart: week.start,
    regularAndOvertime: false,
    highlights: screen.highlights,
    emptyText: screen.emptyText,
  };
  const widgetsQuery = { ...screen.weekSelection, company_code: user.company_code };
  return (
    <div className="ts-page">
      <PageTitle title="Sub Contractor Timesheets" />
      <TimesheetsToolbar
        {...screen.toolbar}
        byLabels={{ 1: 'By Sub Contractor', 2: 'By Job' }}
        flaggedKeys={SUBCONTRACTOR_FLAGGED_KEYS}
      >
        {screen.writable && (
          <ApproveWeekButton
            workforce="subcontractors"
            by={by}
            rows={rows}
            week={week}
            location={location}
            corrected={drafts.counts.touched}
          />
        )}
      </TimesheetsToolbar>
      {screen.poppedOut && (
        <WidgetsRow
          queryKey={[...subTimesheetKeys.widgets(), widgetsQuery]}
          fetch={() => getSubWidgets(widgetsQuery)}
        />
      )}
      <TimesheetsDock
        model={screen.dock}
        onPoppedOut={screen.setPoppedOut}
        detail={detail}
        gridMinWidth={gridMinWidth(by === 1 ? 'company' : 'job', false)}
        grid={(height) => {
          const heights = twoLevelHeights(height, rows.length, subRows.length);
          return (
            <div className="ts-two-level">
              <TimesheetGrid
                {...gridProps}
                rows={rows}
                loading={sheet.isPending}
                kind={by === 1 ? 'company' : 'job'}
                selectedId={row?.id ?? null}
                height={heights.first}
                onSelect={pickRow}
              />
              {row && (
                <section aria-label="Sub list" className="ts-sub-list">
                  <Typography.Title level={5} className="ts-sub-title" ellipsis={{ tooltip: true }}>
                    {subListTitle(by, row)}
                  </Typography.Title>
                  <TimesheetGrid
                    {...gridProps}
                    label="Sub list rows"
                    rows={subRows}
                    loading={subList.isPending}
                    kind={by === 1 ? 'job' : 'company'}
                    selectedId={subRow?.id ?? null}
                    height={heights.sub}
                    onSelect={pickSubRow}
                  />
                </section>
              )}
            </div>
          );
        }}
      />
    </div>
  );
}
