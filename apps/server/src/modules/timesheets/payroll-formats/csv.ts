import { stringify } from 'csv-stringify/sync';
import { inert } from '../../../platform/spreadsheet-cells.ts';
import { oneLine } from './payroll-line.ts';

/**
 * A payroll CSV: a header row, CRLF, UTF-8 without a byte-order mark (an importer would read one as
 * part of the first column's name), fields quoted only when they must be. Text cells that start like
 * a formula are made inert, in case a clerk opens the file in a spreadsheet before uploading it.
 */
export function payrollCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return stringify([[...header], ...rows.map((r) => r.map((cell) => inert(oneLine(cell))))], {
    record_delimiter: 'windows',
  });
}
