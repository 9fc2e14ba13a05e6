import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { inert } from '../../platform/spreadsheet-cells.ts';
import { cellText, Totals, type Cell, type ReportTable } from './table.ts';

/**
 * The table as CSV for Excel and LibreOffice: UTF-8 with a byte-order mark (names with accents stay
 * intact), one header row, hours as plain numbers ('8.50'), dates as the portal shows them (MM/DD/YY),
 * text that starts like a formula made inert, the totals row last. Streamed a piece of rows at a time
 * as they are made: the first bytes leave before the last rows are read, and a failure half-way (the
 * database gone) ends the download with an error, not a file that looks whole.
 */
export function csvStream(table: ReportTable): NodeJS.ReadableStream {
  const kinds = table.columns.map((c) => c.kind);
  const line = (row: Cell[]) =>
    row.map((value, i) => {
      const shown = cellText(kinds[i]!, value);
      return kinds[i] === 'text' ? inert(shown) : shown;
    });
  const csv = (records: string[][], bom = false) => stringify(records, { bom, record_delimiter: 'windows' });
  async function* text() {
    yield csv([table.columns.map((c) => c.header)], true);
    const totals = new Totals(table.columns);
    const pieces = Array.isArray(table.rows) ? [table.rows] : table.rows;
    for await (const piece of pieces) {
      for (const row of piece) totals.add(row);
      yield csv(piece.map(line));
    }
    yield csv([line(totals.row())]);
  }
  return Readable.from(text());
}
