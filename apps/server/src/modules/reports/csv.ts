import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { inert } from '../../platform/spreadsheet-cells.ts';
import { cellText, Totals, type Cell, type ReportTable } from './table.ts';

/**
 * The table as CSV for Excel and LibreOffice: UTF-8 with a byte-order mark (names with accents stay
 * intact), one header row, hours as plain numbers ('8.50'), dates as the portal shows them (MM/DD/YY),
 * text that starts like a formula made inert, the totals row last. Streamed row by row as the rows are
 * made: the first bytes leave before the last rows are read.
 */
export function csvStream(table: ReportTable): NodeJS.ReadableStream {
  const kinds = table.columns.map((c) => c.kind);
  const line = (row: Cell[]) =>
    row.map((value, i) => {
      const shown = cellText(kinds[i]!, value);
      return kinds[i] === 'text' ? inert(shown) : shown;
    });
  async function* records() {
    yield table.columns.map((c) => c.header);
    const totals = new Totals(table.columns);
    for await (const row of table.rows) {
      totals.add(row);
      yield line(row);
    }
    yield line(totals.row());
  }
  // A failure half-way (the database gone) ends the download with an error, not a file that looks whole.
  return pipeline(Readable.from(records()), stringify({ bom: true, record_delimiter: 'windows' }), () => {});
}
