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
  /**
   * The rows in order: all at once, or in pieces as they are made (a report of people makes a piece
   * per batch of people), so that a CSV sends each piece as it comes; the PDF and the workbook lay the
   * whole file out first.
   */
  rows: Cell[][] | AsyncIterable<Cell[][]>;
}

/** The rows in pieces, whichever way they were given. */
async function* piecesOf(rows: ReportTable['rows']): AsyncGenerator<Cell[][]> {
  if (Array.isArray(rows)) yield rows;
  else yield* rows;
}

/** The rows as one array, for the writers that lay the whole file out first. */
export async function allRows(rows: ReportTable['rows']): Promise<Cell[][]> {
  if (Array.isArray(rows)) return rows;
  const all: Cell[][] = [];
  for await (const piece of rows) all.push(...piece);
  return all;
}

/** The rows in pieces (none empty), once the first row is there; null when there is none. */
export async function piecesIfAny(rows: ReportTable['rows']): Promise<AsyncIterable<Cell[][]> | null> {
  const pieces = piecesOf(rows);
  let first = await pieces.next();
  while (!first.done && first.value.length === 0) first = await pieces.next();
  if (first.done) return null;
  const head = first.value;
  return (async function* () {
    yield head;
    for await (const piece of pieces) if (piece.length > 0) yield piece;
  })();
}

export const text = (header: string): Column => ({ header, kind: 'text' });
export const date = (header: string): Column => ({ header, kind: 'date' });
export const hoursColumn = (header: string): Column => ({ header, kind: 'hours' });
export const count = (header: string): Column => ({ header, kind: 'count' });

const summed = (kind: ColumnKind) => kind === 'hours' || kind === 'count';

/** '1 row', '2 rows'. */
export const rowCount = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/**
 * The totals row, added up as the rows go by: 'Total' in the first column and the sum of each hour and
 * count column, so the file's totals are exactly the sums of the figures above them.
 */
export class Totals {
  private readonly sums: (number | null)[];
  private count = 0;

  constructor(columns: readonly Column[]) {
    this.sums = columns.map((c) => (summed(c.kind) ? 0 : null));
  }

  add(row: readonly Cell[]): void {
    this.count++;
    for (let i = 0; i < this.sums.length; i++)
      if (this.sums[i] !== null) this.sums[i]! += Number(row[i] ?? 0);
  }

  row(): Cell[] {
    return this.sums.map((sum, i) => (i === 0 ? `Total (${rowCount(this.count)})` : sum));
  }
}

/** The totals row of rows all there. */
export function totalsRow(columns: readonly Column[], rows: readonly Cell[][]): Cell[] {
  const totals = new Totals(columns);
  for (const row of rows) totals.add(row);
  return totals.row();
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
