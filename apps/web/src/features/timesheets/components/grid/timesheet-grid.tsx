import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Spin } from 'antd';
import dayjs from 'dayjs';
import { weekDays } from '@portal/domain';
import type { Highlights } from '../../filters.ts';
import {
  GRID_HEADER_HEIGHT,
  GRID_ROW_HEIGHT,
  gridColumns,
  gridMinWidth,
  visibleRange,
  type GridRowKind,
} from '../../grid-metrics.ts';
import { GRID_ICONS } from './grid-icons.ts';
import { GridRowView, type GridRow } from './grid-row.tsx';

export type { GridRow } from './grid-row.tsx';

const NAME_TITLE: Record<GridRowKind, string> = { employee: 'Name', job: 'Job', company: 'Company Name' };

interface Props<Row extends GridRow> {
  rows: Row[];
  loading: boolean;
  weekStart: string;
  kind: GridRowKind;
  /** The Reg and OT columns (Employee Timesheets; the sub-contractor grid omits them). */
  regularAndOvertime: boolean;
  /** The DT column after OT, when the rows have double time (hasDoubleTime). */
  doubleTime?: boolean;
  highlights: Highlights;
  selectedId: number | null;
  /** The height the grid has, header included. */
  height: number;
  emptyText: string;
  /** The grid's accessible name. */
  label?: string;
  onSelect(row: Row): void;
}

/** Rows drawn beyond each edge of the view. */
const OVERSCAN = 2;
/** The fewest pixels of rows a grid shows, however little room it is given. */
const MIN_BODY_HEIGHT = 120;

/** Where the keys move the focused row from `index`, in a list of `count` rows showing `page` of them. */
function keyTarget(key: string, index: number, count: number, page: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'PageDown':
      return Math.min(count - 1, index + page);
    case 'PageUp':
      return Math.max(0, index - page);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The grid's header row: memoised, so a scroll step does not format the week's dates again. */
const GridHead = memo(function GridHead({
  kind,
  weekStart,
  regularAndOvertime,
  doubleTime,
}: {
  kind: GridRowKind;
  weekStart: string;
  regularAndOvertime: boolean;
  doubleTime: boolean;
}) {
  const days = weekDays(weekStart);
  return (
    <div role="rowgroup" className="ts-grid-head">
      <div role="row" aria-rowindex={1} className="ts-head-row">
        <div role="columnheader" className="ts-cell">
          ID
        </div>
        <div role="columnheader" className="ts-cell">
          {NAME_TITLE[kind]}
        </div>
        {days.map(({ key, date }) => (
          <div key={key} role="columnheader" className="ts-cell ts-num">
            {dayjs(date).format('ddd')}
            <br />
            <small>{dayjs(date).format('MM/DD')}</small>
          </div>
        ))}
        {regularAndOvertime && (
          <>
            <div role="columnheader" className="ts-cell ts-num">
              Reg
            </div>
            <div role="columnheader" className="ts-cell ts-num">
              OT
            </div>
            {doubleTime && (
              <div role="columnheader" className="ts-cell ts-num" title="Double time">
                DT
              </div>
            )}
          </>
        )}
        <div role="columnheader" className="ts-cell ts-num ts-total">
          Total
        </div>
      </div>
    </div>
  );
});

/**
 * The week grid (the WAI-ARIA grid pattern, one focusable row at a time): Tab reaches the selected row,
 * the arrows, Page Up/Down, Home and End move between rows, Enter or Space selects. Virtual: rows have
 * one fixed height and only those in view are in the page, so a site of 2,000 employees scrolls at one
 * frame per step.
 */
export function TimesheetGrid<Row extends GridRow>({
  rows,
  loading,
  weekStart,
  kind,
  regularAndOvertime,
  doubleTime = false,
  highlights,
  selectedId,
  height,
  emptyText,
  label = 'Timesheets',
  onSelect,
}: Props<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const bodyHeight = Math.max(MIN_BODY_HEIGHT, height - GRID_HEADER_HEIGHT);
  const [scrollTop, setScrollTop] = useState(0);
  /** The row the keyboard is on, by id (it stays on its row when the list reloads). */
  const [activeId, setActiveId] = useState<number | null>(null);
  const focusAfterRender = useRef(false);

  const indexOf = (id: number | null) => (id === null ? -1 : rows.findIndex((r) => r.id === id));
  const activeFound = indexOf(activeId);
  const active = activeFound >= 0 ? activeFound : Math.max(0, indexOf(selectedId));

  // Rows come in as the body scrolls, drawn before the frame that shows the new position.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let first = -1;
    const onScroll = () => {
      const top = el.scrollTop;
      const at = Math.floor(top / GRID_ROW_HEIGHT);
      if (at === first) return;
      first = at;
      flushSync(() => setScrollTop(top));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  const pick = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActiveId(row.id);
    onSelect(row);
  };
  /** The index of the row an event came from. */
  const rowIndex = (target: EventTarget) =>
    Number((target as HTMLElement).closest<HTMLElement>('[role="row"][data-index]')?.dataset.index ?? NaN);

  /** Scrolls the row at `index` into the body's view. */
  const reveal = (index: number) => {
    const el = scroller.current;
    if (!el) return;
    const top = index * GRID_ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + GRID_ROW_HEIGHT > el.scrollTop + bodyHeight)
      el.scrollTop = top + GRID_ROW_HEIGHT - bodyHeight;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0 || !(event.target as HTMLElement).matches('[role="row"][data-index]')) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(active);
      return;
    }
    const page = Math.max(1, Math.floor(bodyHeight / GRID_ROW_HEIGHT) - 1);
    const target = keyTarget(event.key, active, rows.length, page);
    if (target === null) return;
    event.preventDefault();
    setActiveId(rows[target]!.id);
    focusAfterRender.current = true;
    reveal(target);
  };

  // The row the keys moved to takes the focus once it is drawn.
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    scroller.current
      ?.querySelector<HTMLElement>(`[role="row"][data-index="${active}"]`)
      ?.focus({ preventScroll: true });
  });

  const { first, last } = visibleRange(scrollTop, bodyHeight, rows.length, OVERSCAN);
  // The tab stop is always in the page, even when it is scrolled out of view. Each row keeps its own
  // elements (keyed by id), so a row that has the focus, or is being clicked, is never redrawn as another.
  const drawn: number[] = [];
  if (rows.length > 0 && (active < first || active >= last)) drawn.push(active);
  for (let i = first; i < last; i++) drawn.push(i);

  const columns = gridColumns(kind, regularAndOvertime, doubleTime);
  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-busy={loading}
      // The rows take the focus (Tab reaches the one row that is the grid's tab stop); the grid handles
      // their clicks and keys, and takes the focus only from a click between rows.
      tabIndex={-1}
      onClick={(event) => pick(rowIndex(event.target))}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const row = rows[rowIndex(event.target)];
        if (row) setActiveId(row.id);
      }}
      className="ts-grid"
      style={{
        ...GRID_ICONS,
        height: bodyHeight + GRID_HEADER_HEIGHT,
        ['--ts-columns' as string]: columns,
        ['--ts-min-width' as string]: `${gridMinWidth(kind, regularAndOvertime, doubleTime)}px`,
      }}
    >
      <GridHead
        kind={kind}
        weekStart={weekStart}
        regularAndOvertime={regularAndOvertime}
        doubleTime={doubleTime}
      />
      <div
        role="rowgroup"
        className="ts-grid-body"
        style={{ height: Math.max(rows.length, loading || rows.length === 0 ? 2 : 0) * GRID_ROW_HEIGHT }}
      >
        {drawn.map((index) => (
          <GridRowView
            key={rows[index]!.id}
            row={rows[index]!}
            index={index}
            selected={rows[index]!.id === selectedId}
            tabStop={index === active}
            regularAndOvertime={regularAndOvertime}
            doubleTime={doubleTime}
            highlights={highlights}
          />
        ))}
        {(loading || rows.length === 0) && (
          <div role="row" className="ts-grid-note">
            <div role="gridcell">{loading ? <Spin aria-label="Loading" /> : emptyText}</div>
          </div>
        )}
      </div>
    </div>
  );
}
