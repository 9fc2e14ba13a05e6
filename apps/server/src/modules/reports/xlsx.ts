import { PassThrough } from 'node:stream';
import type { Cell as SheetCell, Row } from 'write-excel-file/node';
import { inert } from '../../platform/spreadsheet-cells.ts';
import {
  allRows,
  cellText,
  totalsRow,
  type Cell,
  type Column,
  type ColumnKind,
  type ReportTable,
} from './table.ts';

const FORMATS: Partial<Record<ColumnKind, string>> = { hours: '0.00', count: '0', date: 'mm/dd/yy' };
/** The widest column, in characters: longer text wraps in its cell. */
const WIDEST = 60;

/** A cell typed for the sheet: hours and counts are numbers, dates are dates, the rest text. */
function typed(kind: ColumnKind, value: Cell, bold: boolean): SheetCell {
  if (value === null || value === '') return null;
  const style = bold ? ({ fontWeight: 'bold' } as const) : {};
  const format = FORMATS[kind];
  if (kind === 'hours') return { value: Number(value) / 100, type: Number, format, ...style };
  if (kind === 'count') return { value: Number(value), type: Number, format, ...style };
  if (kind === 'date') return { value: new Date(`${String(value)}T00:00:00Z`), type: Date, format, ...style };
  const text = String(value);
  return { value: inert(text), type: String, ...(text.length > WIDEST && { wrap: true }), ...style };
}

/** Each column as wide as its longest text (as the CSV writes it), from 8 up to WIDEST characters. */
function columnWidths(columns: readonly Column[], rows: readonly Cell[][]): number[] {
  const widths = columns.map((c) => c.header.length);
  for (const row of rows) {
    for (const [i, column] of columns.entries())
      widths[i] = Math.max(widths[i]!, cellText(column.kind, row[i] ?? null).length);
  }
  return widths.map((w) => Math.min(WIDEST, Math.max(8, w + 1)));
}

/**
 * The table as an XLSX workbook with typed cells: hours and counts are numbers, dates are dates (the
 * text of a cell that starts like a formula is made inert, as in the CSV: a cell edited in Excel is
 * read again as typed); one bold header row kept in view, the totals row last in
 * bold. The sheet is compressed as a whole, so the file follows once it is laid out.
 */
export function xlsxStream(table: ReportTable): NodeJS.ReadableStream {
  const { columns } = table;
  const kinds = columns.map((c) => c.kind);
  const header: Row = columns.map((c) => ({ value: c.header, fontWeight: 'bold' }));
  const out = new PassThrough();
  const write = async () => {
    const cells = await allRows(table.rows);
    const rows: Row[] = cells.map((row) => row.map((v, i) => typed(kinds[i]!, v, false)));
    const totals = totalsRow(columns, cells).map((v, i) => typed(i === 0 ? 'text' : kinds[i]!, v, true));
    // The workbook writer loads with the first XLSX, not with every start of the server.
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    await writeXlsxFile([header, ...rows, totals], {
      sheet: 'Report',
      stickyRowsCount: 1,
      columns: columnWidths(columns, cells).map((width) => ({ width })),
    }).toStream(out);
  };
  write().catch((error: Error) => out.destroy(error));
  return out;
}
