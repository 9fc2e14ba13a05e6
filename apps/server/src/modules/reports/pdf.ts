import { PassThrough, pipeline } from 'node:stream';
import type PDFDocument from 'pdfkit';
import { allRows, cellText, totalsRow, type Cell, type ReportTable } from './table.ts';

/** What the head of every page says. */
export interface ReportMeta {
  company: string;
  title: string;
  /** The range and time zone, or what the list is as of. */
  period: string;
  /** When and by whom, e.g. 'Generated 11/20/26 05:00 pm by Pat Payroll'. */
  generated: string;
}

const LETTER = { short: 612, long: 792 };
const MARGIN = 36;
const FONT_SIZE = 7.5;
/** The height of a row of one line; each further line of wrapped text adds LINE. */
const ROW = 13;
const LINE = 9;
const PAD = 3;
const HEAD_TOP = MARGIN + 64;
const FOOTER = 24;
const BLUE = '#1f3a5f';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * The table as a PDF on US Letter: the company, title, range and time zone and who generated it at the
 * top of every page, the column headers repeated, 'Page 2 of 7' at the foot, the totals row last.
 * Each column is as wide as its widest text; when they do not all fit the page, the widest are narrowed
 * to one width and their text wraps onto more lines of its row: no cell is cut. Landscape when the
 * columns are wider than a portrait page. The rows are measured before the first page, so the page
 * count is known, and each page is written out as soon as it is laid out: the file streams instead of
 * waiting in memory.
 */
export function pdfStream(table: ReportTable, meta: ReportMeta): NodeJS.ReadableStream {
  // pdfkit and its fonts load with the first PDF, not with every start of the server.
  const out = new PassThrough();
  import('pdfkit').then(
    ({ default: PDFKitDocument }) => pipeline(writePdf(PDFKitDocument, table, meta), out, () => {}),
    (error: Error) => out.destroy(error),
  );
  return out;
}

/**
 * Column widths that fill `room`: the natural widths stretched when they fit; otherwise the columns
 * narrower than a cap keep theirs and the wider ones are cut down to the cap, which uses up the room.
 */
function fitWidths(natural: number[], room: number): number[] {
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= room) return natural.map((w) => (w * room) / total);
  let rest = room;
  let wide = natural.length;
  for (const w of [...natural].sort((a, b) => a - b)) {
    if (w * wide > rest) break;
    rest -= w;
    wide--;
  }
  return natural.map((w) => Math.min(w, rest / wide));
}

function writePdf(
  PDFKitDocument: typeof PDFDocument,
  table: ReportTable,
  meta: ReportMeta,
): PDFKit.PDFDocument {
  const doc = new PDFKitDocument({
    size: 'LETTER',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: meta.title, Author: meta.company, Subject: meta.period },
  });
  writePages(doc, table, meta).then(
    () => doc.end(),
    (error: Error) => doc.destroy(error),
  );
  return doc;
}

/** Lets other requests run between pages and every thousand rows measured. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

async function writePages(doc: PDFKit.PDFDocument, table: ReportTable, meta: ReportMeta): Promise<void> {
  const type = typesetter(doc);
  const { columns } = table;
  const rows = await allRows(table.rows);
  const texts = (row: Cell[]) => columns.map((c, i) => cellText(c.kind, row[i] ?? null));
  const totals = texts(totalsRow(columns, rows));
  const headers = columns.map((c) => c.header);

  // Each column's widest text, headers and totals in bold. The totals label is left out: it may run
  // over the empty cells before the first summed column (over the whole row when nothing is summed).
  const natural = columns.map(() => 0);
  const widen = (values: string[]) =>
    values.forEach((v, i) => (natural[i] = Math.max(natural[i]!, type.width(v) + 2 * PAD)));
  doc.font(BOLD).fontSize(FONT_SIZE);
  widen(headers);
  widen(totals.map((v, i) => (i === 0 ? '' : v)));
  doc.font(REGULAR);
  for (const [r, row] of rows.entries()) {
    if (r % 1000 === 0) await breathe();
    widen(texts(row));
  }

  const landscape = natural.reduce((a, b) => a + b, 0) > LETTER.short - 2 * MARGIN;
  const [pageWidth, pageHeight] = landscape ? [LETTER.long, LETTER.short] : [LETTER.short, LETTER.long];
  const widths = fitWidths(natural, pageWidth - 2 * MARGIN);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const firstSum = columns.findIndex((c) => c.kind === 'hours' || c.kind === 'count');
  const labelWidth = (firstSum > 0 ? lefts[firstSum]! : pageWidth - MARGIN) - MARGIN;

  /** A row's cells in the current font: numbers right-aligned, text left and wrapped to its column. */
  const cellsOf = (values: string[], isTotals = false): TextCell[] =>
    values.map((text, i) => {
      const left = lefts[i]! + PAD;
      const right = lefts[i]! + (isTotals && i === 0 ? labelWidth : widths[i]!) - PAD;
      const numeric = columns[i]!.kind === 'hours' || columns[i]!.kind === 'count';
      return { lines: type.wrap(text, right - left), left, right, numeric };
    });
  const heightOf = (cells: TextCell[]) => ROW + (Math.max(...cells.map((c) => c.lines.length)) - 1) * LINE;

  doc.font(BOLD);
  const header = cellsOf(headers);
  const headerHeight = heightOf(header) + 2;
  const bodyTop = HEAD_TOP + headerHeight;
  const room = pageHeight - MARGIN - FOOTER - bodyTop;

  // The rows in their fonts, the totals row (bold) last; and the first row of every page.
  const count = rows.length + 1;
  const isTotals = (r: number) => r === count - 1;
  const rowCells = (r: number) => {
    doc.font(isTotals(r) ? BOLD : REGULAR);
    return isTotals(r) ? cellsOf(totals, true) : cellsOf(texts(rows[r]!));
  };
  const starts = [0];
  let used = 0;
  for (let r = 0; r < count; r++) {
    if (r % 1000 === 0) await breathe();
    const height = heightOf(rowCells(r));
    if (used > 0 && used + height > room) {
      starts.push(r);
      used = 0;
    }
    used += height;
  }
  const pages = starts.length;

  const head = (page: number) => {
    doc.addPage({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: MARGIN });
    doc.fillColor(BLUE).font(BOLD).fontSize(13).text(meta.company, MARGIN, MARGIN, { lineBreak: false });
    doc.fontSize(11).text(meta.title, MARGIN, MARGIN + 18, { lineBreak: false });
    doc.fillColor('#333').font(REGULAR).fontSize(8.5);
    doc.text(meta.period, MARGIN, MARGIN + 34, { lineBreak: false });
    doc.text(meta.generated, MARGIN, MARGIN + 46, { lineBreak: false });
    doc.rect(MARGIN, HEAD_TOP, pageWidth - 2 * MARGIN, headerHeight).fill(BLUE);
    doc.fillColor('white').font(BOLD).fontSize(FONT_SIZE);
    type.write(HEAD_TOP + 1 + 3.5, header);
    const footY = pageHeight - MARGIN - 8;
    doc.fillColor('#555').font(REGULAR).fontSize(7.5);
    const label = `Page ${page} of ${pages}`;
    doc.text(label, pageWidth - MARGIN - doc.widthOfString(label), footY, { lineBreak: false });
    doc.text(`${meta.company} · ${meta.title}`, MARGIN, footY, { lineBreak: false });
  };

  const body = (first: number, end: number) => {
    doc.fontSize(FONT_SIZE);
    const rows: { r: number; cells: TextCell[]; y: number; height: number }[] = [];
    for (let r = first, y = bodyTop; r < end; r++) {
      const cells = rowCells(r);
      rows.push({ r, cells, y, height: heightOf(cells) });
      y += rows.at(-1)!.height;
    }
    // The stripes first, then the text of every row over them: two colour changes a page, not two a row.
    const striped = rows.filter(({ r }) => r % 2 === 1 && !isTotals(r));
    for (const { y, height } of striped) doc.rect(MARGIN, y, pageWidth - 2 * MARGIN, height);
    if (striped.length > 0) doc.fill('#eef2f7');
    doc.fillColor('black').font(REGULAR);
    for (const { r, cells, y } of rows) {
      if (isTotals(r)) {
        doc
          .moveTo(MARGIN, y)
          .lineTo(pageWidth - MARGIN, y)
          .lineWidth(0.8)
          .strokeColor(BLUE)
          .stroke();
        doc.font(BOLD);
      }
      type.write(y + 3.5, cells);
    }
  };

  for (let page = 1; page <= pages; page++) {
    head(page);
    body(starts[page - 1]!, starts[page] ?? count);
    // Let the finished page flow out to the client before the next is laid out.
    await breathe();
  }
}

/** The parts of a pdfkit 0.20 document the typesetter uses that its typings leave out. */
interface PdfkitInternals {
  _font: {
    id: string;
    ascender: number;
    encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
    ref(): unknown;
  };
  _fontSize: number;
  page: { fonts: Record<string, unknown>; height: number };
}

interface TextCell {
  /** The text of the cell, a line each. */
  lines: string[];
  /** Where the text may begin and end, in points from the left edge. */
  left: number;
  right: number;
  /** Right-aligned when numeric. */
  numeric: boolean;
}

/** A text laid out in one font and size: its width and its glyphs as a TJ operator. */
interface Run {
  width: number;
  show: string;
}

const pt = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Measures, wraps and writes text in the current font, size and colour. doc.text() costs a save, a
 * transform, a text object and a kerning pass per call: with one call a cell, that was most of the time
 * of a quarter's report (26,000 rows of 14 cells). So a row is written as a single text object, with
 * pdfkit's own glyphs and kerning (font.encode, as doc.text writes them): the page looks the same.
 * Names, figures and words repeat row after row, so the runs are remembered.
 */
function typesetter(doc: PDFKit.PDFDocument) {
  const inner = doc as unknown as PdfkitInternals;
  const runs = new Map<string, Run>();
  let kept = 0;

  const layout = (text: string): Run => {
    const [glyphs, positions] = inner._font.encode(text);
    const scale = 1000 / inner._fontSize;
    const parts: string[] = [];
    let from = 0;
    positions.forEach((p, i) => {
      const kern = p.xAdvance - p.advanceWidth;
      if (kern === 0) return;
      parts.push(`<${glyphs.slice(from, i + 1).join('')}> ${pt(-kern)}`);
      from = i + 1;
    });
    if (from < glyphs.length) parts.push(`<${glyphs.slice(from).join('')}>`);
    const width = positions.reduce((sum, p) => sum + p.xAdvance, 0) / scale;
    return { width, show: `[${parts.join(' ')}] TJ` };
  };

  const run = (text: string): Run => {
    const key = `${inner._font.id}|${inner._fontSize}|${text}`;
    let found = runs.get(key);
    if (found === undefined) {
      found = layout(text);
      // Bounded by the characters kept, not the count of runs: a note is as long as a hundred figures.
      kept += text.length;
      if (kept > 1_000_000) {
        runs.clear();
        kept = text.length;
      }
      runs.set(key, found);
    }
    return found;
  };
  const width = (text: string) => run(text).width;

  /**
   * The text in lines no wider than `room`, broken at spaces and at its own line breaks; a word wider
   * than a line on its own is broken where it reaches the edge.
   */
  const wrap = (text: string, room: number): string[] => {
    // A column as wide as its widest text holds it, whatever the rounding of the sums of widths.
    const fits = (w: number) => w <= room + 0.01;
    if (fits(width(text))) return [text];
    const space = width(' ');
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      let used = 0;
      for (const word of paragraph.split(' ')) {
        const w = width(word);
        if (line !== '' && fits(used + space + w)) {
          line += ` ${word}`;
          used += space + w;
          continue;
        }
        if (line !== '') lines.push(line);
        [line, used] = [word, w];
        while (!fits(used) && line.length > 1) {
          let n = line.length - 1;
          while (n > 1 && !fits(layout(line.slice(0, n)).width)) n--;
          lines.push(line.slice(0, n));
          line = line.slice(n);
          used = width(line);
        }
      }
      lines.push(line);
    }
    return lines;
  };

  /** Writes the cells of a row, each line under the one before, the first line's top at `top`. */
  const write = (top: number, cells: TextCell[]) => {
    const font = inner._font;
    inner.page.fonts[font.id] ??= font.ref();
    const height = inner.page.height;
    // doc.text's top-left origin: pdfkit's pages are flipped, so flip back and place the baseline.
    const baseline = height - top - (font.ascender / 1000) * inner._fontSize;
    const ops = [`q 1 0 0 -1 0 ${pt(height)} cm BT /${font.id} ${pt(inner._fontSize)} Tf`];
    // Cell by cell, so a reader copying the text gets a wrapped cell's lines one after the other.
    for (const c of cells) {
      c.lines.forEach((text, k) => {
        if (text === '') return;
        const { width: w, show } = run(text);
        ops.push(`1 0 0 1 ${pt(c.numeric ? c.right - w : c.left)} ${pt(baseline - k * LINE)} Tm ${show}`);
      });
    }
    ops.push('ET Q');
    doc.addContent(ops.join('\n'));
  };

  return { width, wrap, write };
}
