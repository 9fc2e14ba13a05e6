import { displayDate, displayTime } from '@portal/domain';

/**
 * A report is one table: typed columns, rows of cells, and a totals row of its hour and count columns.
 * The file writers (pdf.ts, csv.ts, xlsx.ts) only lay a table out; the report families build them.
 */

/**
 * text: as is. date: 'YYYY-MM-DD', shown MM/DD/YY. hours: whole hundredths of an hour (see
 * hours.ts), shown with two decimals. count: a whole number. Hours and counts are summed in the totals.
 */
export type ColumnKind = 'text' | 'date' | 'hours' | 'count';

/** The files size their columns to fit what is in them. */
export interface Column {
  header: string;
  kind: ColumnKind;
}

export type Cell = string | number | null;

export interface ReportTable {
  columns: Column[];
  rows: Cell[][];
}

export const text = (header: string): Column => ({ header, kind: 'text' });
export const date = (header: string): Column => ({ header, kind: 'date' });
export const hoursColumn = (header: string): Column => ({ header, kind: 'hours' });
export const count = (header: string): Column => ({ header, kind: 'count' });

const summed = (kind: ColumnKind) => kind === 'hours' || kind === 'count';

/** '1 row', '2 rows'. */
export const rowCount = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/**
 * 'Total' in the first column and the sum of each hour and count column, so the file's totals are
 * exactly the sums of the figures above them.
 */
export function totalsRow(table: ReportTable): Cell[] {
  const sums = table.columns.map((c) => (summed(c.kind) ? 0 : null));
  for (const row of table.rows) {
    for (let i = 0; i < sums.length; i++) if (sums[i] !== null) sums[i]! += Number(row[i] ?? 0);
  }
  return sums.map((sum, i) => (i === 0 ? `Total (${rowCount(table.rows.length)})` : sum));
}

/** A cell as text for the PDF and the CSV. */
export function cellText(kind: ColumnKind, value: Cell): string {
  if (value === null || value === '') return '';
  if (kind === 'hours') return (Number(value) / 100).toFixed(2);
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) return displayDate(String(value));
  return String(value);
}

/** One collator for every sort: E2 before E10. */
const collator = new Intl.Collator('en', { numeric: true });
export const byCode = (a: string, b: string) => collator.compare(a, b);

/** A time of day ('07:00:00') as '07:00 am'; empty when unset. */
export const clockTime = (value: string | null) => (value ? displayTime(value) : '');
