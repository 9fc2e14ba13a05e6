/** The week grid's fixed sizes, in px: every row is as tall as the next, so none is ever measured. */
export const GRID_HEADER_HEIGHT = 48;
export const GRID_ROW_HEIGHT = 36;

/** What the rows are, which names the name column: Name, Job or Company Name. */
export type GridRowKind = 'employee' | 'job' | 'company';

/**
 * Column widths. A job's or a company's week adds up to thousands of hours, an employee's to at most
 * 168, so their totals are wider; the name takes what is left, at least `nameMin` (cut short with an
 * ellipsis, whole on hover).
 */
const WIDTHS = {
  employee: { id: 60, day: 48, reg: 46, ot: 44, dt: 44, total: 50, nameMin: 120 },
  job: { id: 60, day: 48, reg: 52, ot: 48, dt: 48, total: 56, nameMin: 110 },
};
/** Room kept for the rows' vertical scrollbar, so that it never covers the total. */
const SCROLLBAR = 16;

/**
 * With a DT column the name gives up part of its least width, so that at 1366 px the detail panel
 * still fits beside a grid that shows every day (with 22 px to spare by employee, 12 by job).
 */
const NAME_GIVES_TO_DT = 24;

/**
 * The widths of a row's columns: the hour columns between the days and the Total are Reg and OT (none
 * on the sub-contractor grid), and DT after them when the week has double time.
 */
function widthsOf(kind: GridRowKind, regularAndOvertime: boolean, doubleTime: boolean) {
  const w = kind === 'employee' ? WIDTHS.employee : WIDTHS.job;
  const dt = regularAndOvertime && doubleTime;
  return {
    ...w,
    nameMin: dt ? w.nameMin - NAME_GIVES_TO_DT : w.nameMin,
    hours: !regularAndOvertime ? [] : dt ? [w.reg, w.ot, w.dt] : [w.reg, w.ot],
  };
}

/**
 * The CSS grid columns of a row (ID, name, seven days, Reg and OT or not, DT when the week has double
 * time, Total).
 */
export function gridColumns(kind: GridRowKind, regularAndOvertime: boolean, doubleTime = false): string {
  const w = widthsOf(kind, regularAndOvertime, doubleTime);
  const hours = w.hours.map((px) => ` ${px}px`).join('');
  return `${w.id}px minmax(${w.nameMin}px, 1fr) repeat(7, ${w.day}px)${hours} ${w.total}px`;
}

/** The least width at which a row shows its ID, name, every day and its totals without scrolling. */
export function gridMinWidth(kind: GridRowKind, regularAndOvertime: boolean, doubleTime = false): number {
  const w = widthsOf(kind, regularAndOvertime, doubleTime);
  const hours = w.hours.reduce((n, px) => n + px, 0);
  return w.id + w.nameMin + 7 * w.day + hours + w.total + SCROLLBAR;
}

/**
 * Whether rows have double time: the grid then has a DT column beside Reg and OT (only an overtime
 * policy that pays double time gives any; elsewhere the grid is as the spec lays it out).
 */
export const hasDoubleTime = (rows: ReadonlyArray<{ double_time?: number }>) =>
  rows.some((r) => (r.double_time ?? 0) > 0);

/** The first row to draw and how many, for a body scrolled to `scrollTop` showing `bodyHeight` px. */
export function visibleRange(scrollTop: number, bodyHeight: number, count: number, overscan = 3) {
  const first = Math.max(0, Math.floor(scrollTop / GRID_ROW_HEIGHT) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + bodyHeight) / GRID_ROW_HEIGHT) + overscan);
  return { first, last: Math.max(first, last) };
}
