import { memo } from 'react';
import { DAY_KEYS, formatHourValue, type DayKey } from '@portal/domain';
import type { PunchSheetRow } from '@portal/contracts/subcontractor-timesheets';
import type { Highlights } from '../../filters.ts';
import { cellColor } from '../cell-colors.ts';
import { GRID_ROW_HEIGHT } from '../../grid-metrics.ts';

/**
 * A row of either screen's grid: an employee's or a job's week, with its shift and its regular,
 * overtime and double-time hours; or a sub-contractor company's or a job's, which has none of them.
 */
export type GridRow = PunchSheetRow & {
  shift?: number;
  regular_time?: number;
  over_time?: number;
  double_time?: number;
};

const EDIT_KEYS = {
  mon: 'mon_edit_status',
  tue: 'tue_edit_status',
  wed: 'wed_edit_status',
  thu: 'thu_edit_status',
  fri: 'fri_edit_status',
  sat: 'sat_edit_status',
  sun: 'sun_edit_status',
} as const;
const STATUS_KEYS = {
  mon: 'mon_approved_status',
  tue: 'tue_approved_status',
  wed: 'wed_approved_status',
  thu: 'thu_approved_status',
  fri: 'fri_approved_status',
  sat: 'sat_approved_status',
  sun: 'sun_approved_status',
} as const;

const hours = (value: number | undefined) => (value ? formatHourValue(value) : '');

const EDIT_MARKS = {
  web: { kind: 'web', label: 'web correction', title: 'Corrected on the web' },
  mobile: { kind: 'mobile', label: 'mobile correction', title: 'Corrected on mobile' },
} as const;

/** A mark drawn by its class (the grid's icons are CSS images, GRID_ICONS): one element, no icon component. */
const Mark = ({ kind, label, title }: { kind: string; label: string; title?: string }) => (
  <span role="img" aria-label={label} title={title} className={`ts-icon ts-icon-${kind}`} />
);

function DayCell({ row, day, highlights }: { row: GridRow; day: DayKey; highlights: Highlights }) {
  const status = row[STATUS_KEYS[day]];
  const edit = row[EDIT_KEYS[day]];
  const mark = edit === 'web' || edit === 'mobile' ? EDIT_MARKS[edit] : null;
  return (
    <div
      role="gridcell"
      className={`ts-cell ts-num ts-day ts-status-${status ?? 0}`}
      style={{ background: cellColor(status, highlights) }}
    >
      {hours(row[day])}
      {/* The mark sits in the cell's top corner, so that a job's day of three digits still fits. */}
      {mark && <Mark {...mark} />}
    </div>
  );
}

interface Props {
  row: GridRow;
  index: number;
  selected: boolean;
  /** The one row the Tab key reaches (the grid's roving tab stop). */
  tabStop: boolean;
  regularAndOvertime: boolean;
  /** The DT column after OT. */
  doubleTime: boolean;
  highlights: Highlights;
}

/**
 * One row of the week grid at its fixed place in the scrolled body (the grid handles its clicks and
 * keys). Memoised: scrolling draws the rows that come into view and leaves the others alone.
 */
export const GridRowView = memo(function GridRowView({
  row,
  index,
  selected,
  tabStop,
  regularAndOvertime,
  doubleTime,
  highlights,
}: Props) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={tabStop ? 0 : -1}
      data-index={index}
      className={selected ? 'ts-row ts-row-selected' : 'ts-row'}
      style={{ transform: `translateY(${index * GRID_ROW_HEIGHT}px)` }}
    >
      <div role="gridcell" className="ts-cell ts-code" title={row.code}>
        {row.code}
      </div>
      <div role="gridcell" className="ts-cell">
        <span className="ts-name" title={row.name}>
          {row.shift !== undefined && (
            <>
              <Mark
                kind={row.shift === 1 ? 'day' : 'night'}
                label={row.shift === 1 ? 'day shift' : 'night shift'}
              />{' '}
            </>
          )}
          {row.name}
        </span>
      </div>
      {DAY_KEYS.map((day) => (
        <DayCell key={day} row={row} day={day} highlights={highlights} />
      ))}
      {regularAndOvertime && (
        <>
          <div role="gridcell" className="ts-cell ts-num">
            {hours(row.regular_time)}
          </div>
          <div role="gridcell" className="ts-cell ts-num">
            {hours(row.over_time)}
          </div>
          {doubleTime && (
            <div role="gridcell" className="ts-cell ts-num">
              {hours(row.double_time)}
            </div>
          )}
        </>
      )}
      <div role="gridcell" className="ts-cell ts-num ts-total">
        {hours(row.total)}
      </div>
    </div>
  );
});
