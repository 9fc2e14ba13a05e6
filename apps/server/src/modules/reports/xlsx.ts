import { PassThrough } from 'node:stream';
import { totalsRow, type Cell, type ColumnKind, type ReportTable } from './table.ts';
import type { ReportMeta } from './pdf.ts';

const FORMATS: Partial<Record<ColumnKind, string>> = { hours: '0.00', count: '0', date: 'mm/dd/yy' };

function typed(kind: ColumnKind, value: Cell): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'hours') return Number(value) / 100;
  if (kind === 'count') return Number(value);
  if (kind === 'date') return new Date(`${String(value)}T00:00:00Z`);
  return String(value);
}

/**
 * The table as an XLSX workbook with typed cells: hours and counts are numbers, dates are dates; one
 * header row, the totals row last in bold. exceljs is loaded on the first XLSX asked for (it is large
 * and slows the server's start) and writes the sheet out row by row.
 */
export function xlsxStream(table: ReportTable, meta: ReportMeta): NodeJS.ReadableStream {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    book.creator = meta.company;
    book.title = meta.title;
    const sheet = book.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((c) => ({
      header: c.header,
      width: Math.max(8, Math.round(c.width / 5)),
      style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const kinds = table.columns.map((c) => c.kind);
    for (const row of table.rows) sheet.addRow(row.map((v, i) => typed(kinds[i]!, v))).commit();
    const totals = totalsRow(table);
    const last = sheet.addRow(totals.map((v, i) => (i === 0 ? v : typed(kinds[i]!, v))));
    last.font = { bold: true };
    last.commit();
    sheet.commit();
    await book.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
