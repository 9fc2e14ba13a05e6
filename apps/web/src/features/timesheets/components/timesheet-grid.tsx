import { EditOutlined, HighlightOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TableRef } from 'antd/es/table';
import { useLayoutEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { formatHourValue, weekDays } from '@portal/domain';
import type { PunchSheetRow } from '@portal/contracts/subcontractor-timesheets';
import type { Highlights } from '../filters.ts';
import { cellColor } from './cell-colors.ts';

/**
 * A row of either screen's grid: an employee's or a job's week, with its shift and its regular and
 * overtime hours; or a sub-contractor company's or a job's, which has neither.
 */
export type GridRow = PunchSheetRow & { shift?: number; regular_time?: number; over_time?: number };

/** What the rows are, which names the name column: Name, Job or Company Name. */
export type GridRowKind = 'employee' | 'job' | 'company';

const NAME_TITLE: Record<GridRowKind, string> = { employee: 'Name', job: 'Job', company: 'Company Name' };

interface Props<Row extends GridRow> {
  rows: Row[];
  loading: boolean;
  weekStart: string;
  kind: GridRowKind;
  /** The Reg and OT columns (Employee Timesheets; the sub-contractor grid omits them). */
  regularAndOvertime: boolean;
  highlights: Highlights;
  selectedId: number | null;
  /** The height the grid has, header included. */
  height: number;
  emptyText: string;
  /** The table's accessible name. */
  label?: string;
  onSelect(row: Row): void;
}

/** The two-line day header of the small table, until it is measured. */
const HEADER_HEIGHT = 56;
/** The fewest pixels of rows a grid shows, however little room it is given. */
const MIN_BODY_HEIGHT = 120;

const hours = (value: number) => (value ? formatHourValue(value) : '');

function DayCell({ row, day }: { row: GridRow; day: keyof typeof EDIT_KEYS }) {
  const edit = row[EDIT_KEYS[day]];
  return (
    <span className="ts-day">
      {hours(row[day])}
      {/* The marks sit in the cell's top corner, so that a job's day of three digits still fits. They
          name themselves with a plain title: a Tooltip per corrected cell made 2,000 rows stutter. */}
      {edit === 'web' && <EditOutlined aria-label="web correction" title="Corrected on the web" />}
      {edit === 'mobile' && <HighlightOutlined aria-label="mobile correction" title="Corrected on mobile" />}
    </span>
  );
}

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

/**
 * Widths that fit ID to Total beside the docked detail panel in a 1366 px window. A job's week adds
 * up to thousands of hours, an employee's to at most 168, so the job view's totals are wider; the
 * name takes what is left, at least NAME_MIN (cut short with an ellipsis, whole on hover).
 */
const WIDTHS = {
  employee: { id: 60, day: 48, reg: 46, ot: 44, total: 50, nameMin: 120 },
  job: { id: 60, day: 48, reg: 52, ot: 48, total: 56, nameMin: 100 },
};
/** A company's or a job's week may add up to thousands of hours too. */
const widthsOf = (kind: GridRowKind) => (kind === 'employee' ? WIDTHS.employee : WIDTHS.job);
const scrollX = (w: typeof WIDTHS.job, regularAndOvertime: boolean) =>
  w.id + w.nameMin + 7 * w.day + (regularAndOvertime ? w.reg + w.ot : TOTAL_ROOM) + w.total;
/** Numbers sit close to their cell's edges so that four digits and a decimal fit. */
const NUMBER_CELL = { style: { paddingInline: 4, whiteSpace: 'nowrap' } } as const;
const numberCell = () => NUMBER_CELL;
/**
 * Without Reg and OT there is room to keep the total clear of the list's scrollbar, which is drawn
 * over the last column.
 */
const TOTAL_ROOM = 8;
const TOTAL_CELL = { style: { ...NUMBER_CELL.style, paddingInlineEnd: 4 + TOTAL_ROOM } } as const;
const totalCell = () => TOTAL_CELL;

function ShiftIcon({ shift }: { shift: number | undefined }) {
  if (shift === undefined) return null;
  return (
    <>
      {shift === 1 ? (
        <SunOutlined aria-label="day shift" className="ts-sun" />
      ) : (
        <MoonOutlined aria-label="night shift" className="ts-moon" />
      )}{' '}
    </>
  );
}

function columns(
  weekStart: string,
  kind: GridRowKind,
  regularAndOvertime: boolean,
  highlights: Highlights,
): ColumnsType<GridRow> {
  const width = widthsOf(kind);
  const hoursColumn = (title: string, dataIndex: 'regular_time' | 'over_time', w: number) => ({
    title,
    dataIndex,
    width: w,
    align: 'right' as const,
    fixed: 'right' as const,
    onHeaderCell: numberCell,
    onCell: numberCell,
    render: hours,
  });
  return [
    { title: 'ID', dataIndex: 'code', width: width.id, ellipsis: true },
    {
      title: NAME_TITLE[kind],
      dataIndex: 'name',
      ellipsis: { showTitle: false },
      render: (name: string, row) => (
        <span className="ts-name" title={name}>
          <ShiftIcon shift={row.shift} />
          {name}
        </span>
      ),
    },
    ...weekDays(weekStart).map(({ key, date }) => ({
      title: (
        <span>
          {dayjs(date).format('ddd')}
          <br />
          <small>{dayjs(date).format('MM/DD')}</small>
        </span>
      ),
      key,
      width: width.day,
      align: 'right' as const,
      onHeaderCell: numberCell,
      onCell: (row: GridRow) => ({
        style: {
          ...NUMBER_CELL.style,
          position: 'relative' as const,
          background: cellColor(row[STATUS_KEYS[key]], highlights),
        },
        className: `ts-status-${row[STATUS_KEYS[key]] ?? 0}`,
      }),
      render: (_: unknown, row: GridRow) => <DayCell row={row} day={key} />,
    })),
    ...(regularAndOvertime
      ? [hoursColumn('Reg', 'regular_time', width.reg), hoursColumn('OT', 'over_time', width.ot)]
      : []),
    {
      title: 'Total',
      dataIndex: 'total',
      width: width.total + (regularAndOvertime ? 0 : TOTAL_ROOM),
      align: 'right',
      // The week's totals stay in view when a narrow window scrolls the days sideways.
      fixed: 'right',
      onHeaderCell: regularAndOvertime ? numberCell : totalCell,
      onCell: regularAndOvertime ? numberCell : totalCell,
      render: (v: number) => <strong>{hours(v)}</strong>,
    },
  ];
}

/** The week grid; virtual, so a site of 2,000 employees scrolls smoothly. */
export function TimesheetGrid<Row extends GridRow>({
  rows,
  loading,
  weekStart,
  kind,
  regularAndOvertime,
  highlights,
  selectedId,
  height,
  emptyText,
  label = 'Timesheets',
  onSelect,
}: Props<Row>) {
  const table = useRef<TableRef>(null);
  const [headerHeight, setHeaderHeight] = useState(HEADER_HEIGHT);
  // The header's height follows the font and the columns: measured, so that the grid fills its tab
  // exactly; a few pixels more would make the tab itself scroll (an unfocusable scrolling region).
  useLayoutEffect(() => {
    const header = table.current?.nativeElement?.querySelector<HTMLElement>('.ant-table-header');
    if (!header) return;
    const measure = () => setHeaderHeight(header.offsetHeight || HEADER_HEIGHT);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [kind, regularAndOvertime, loading]);
  return (
    <Table<Row>
      ref={table}
      aria-label={label}
      className="ts-grid"
      size="small"
      virtual
      rowKey="id"
      loading={loading}
      dataSource={rows}
      columns={columns(weekStart, kind, regularAndOvertime, highlights) as ColumnsType<Row>}
      pagination={false}
      scroll={{
        x: scrollX(widthsOf(kind), regularAndOvertime),
        y: Math.max(MIN_BODY_HEIGHT, height - headerHeight),
      }}
      locale={{ emptyText }}
      rowClassName={(row) => (row.id === selectedId ? 'ts-row-selected' : '')}
      onRow={(row) => ({
        onClick: () => onSelect(row),
        'aria-current': row.id === selectedId ? 'true' : undefined,
      })}
    />
  );
}
