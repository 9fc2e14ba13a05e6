import { PassThrough } from 'node:stream';
import { inert } from '../../platform/spreadsheet-cells.ts';
import { cellText, Totals, type Cell, type Column, type ColumnKind, type ReportTable } from './table.ts';

const FORMATS: Partial<Record<ColumnKind, string>> = { hours: '0.00', count: '0', date: 'mm/dd/yy' };
/** The widest column, in characters: longer text wraps in its cell. */
const WIDEST = 60;

type SheetValue = string | number | Date | null;

/** A cell typed for the sheet: hours and counts are numbers, dates are dates, the rest text. */
function typed(kind: ColumnKind, value: Cell): SheetValue {
  if (value === null || value === '') return null;
  if (kind === 'hours') return Number(value) / 100;
  if (kind === 'count') return Number(value);
  if (kind === 'date') return new Date(`${String(value)}T00:00:00Z`);
  return inert(String(value));
}

/**
 * Each column as wide as its longest text (as the CSV writes it) among the rows seen before the sheet
 * starts (the first piece of a report made in pieces), from 8 up to WIDEST characters.
 */
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
 * read again as typed); one bold header row kept in view, the totals row last in bold. Written a row
 * at a time into the zip as the pieces of rows come (exceljs's streaming writer), so a workbook of
 * tens of thousands of rows never sits whole in memory; a failure half-way ends the download with an
 * error, not a file that looks whole.
 */
export function xlsxStream(table: ReportTable): NodeJS.ReadableStream {
  const { columns } = table;
  const kinds = columns.map((c) => c.kind);
  const typedRow = (row: readonly Cell[]) => row.map((v, i) => typed(kinds[i]!, v));
  const out = new PassThrough();
  const write = async () => {
    const given = table.rows;
    const pieces = (async function* () {
      yield* Array.isArray(given) ? [given] : given;
    })();
    const first = await pieces.next();
    // The workbook writer loads with the first XLSX, not with every start of the server.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
    const widths = columnWidths(columns, first.done ? [] : first.value);
    sheet.columns = columns.map((c, i) => ({ width: widths[i], style: { numFmt: FORMATS[c.kind] } }));
    const add = (values: SheetValue[], bold = false) => {
      const row = sheet.addRow(values);
      row.eachCell((cell) => {
        if (bold) cell.font = { bold: true };
        if (typeof cell.value === 'string' && cell.value.length > WIDEST) cell.alignment = { wrapText: true };
      });
      row.commit();
    };
    add(
      columns.map((c) => c.header),
      true,
    );
    const totals = new Totals(columns);
    for (let piece = first; !piece.done; piece = await pieces.next()) {
      for (const row of piece.value) {
        totals.add(row);
        add(typedRow(row));
      }
    }
    const [label, ...sums] = totals.row();
    add([String(label), ...typedRow([null, ...sums]).slice(1)], true);
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => out.destroy(error));
  return out;
}
