import { PassThrough, pipeline } from 'node:stream';
import type PDFDocument from 'pdfkit';
import { cellText, totalsRow, type Cell, type ReportTable } from './table.ts';

/** What the head of every page says. */
export interface ReportMeta {
  company: string;
  title: string;
  /** The range and time zone, or what the list is as of. */
  period: string;
  /** When and by whom, e.g. 'Generated 11/20/26 05:00 PM by Pat Payroll'. */
  generated: string;
}

const LETTER = { short: 612, long: 792 };
const MARGIN = 36;
const FONT_SIZE = 7.5;
const ROW = 13;
const PAD = 3;
const HEAD_TOP = MARGIN + 64;
const FOOTER = 24;
const BLUE = '#1f3a5f';

/**
 * The table as a PDF on US Letter: the company, title, range and time zone and who generated it at the
 * top of every page, the column headers repeated, 'Page 2 of 7' at the foot, the totals row last.
 * Landscape when the columns are wider than a portrait page. Rows are one line high (text too long
 * for its column ends in an ellipsis), so the page count is known before the first page and each page
 * is written out as soon as it is laid out: the file streams instead of waiting in memory.
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

function writePdf(
  PDFKitDocument: typeof PDFDocument,
  table: ReportTable,
  meta: ReportMeta,
): PDFKit.PDFDocument {
  const natural = table.columns.reduce((sum, c) => sum + c.width, 0);
  const landscape = natural > LETTER.short - 2 * MARGIN;
  const [pageWidth, pageHeight] = landscape ? [LETTER.long, LETTER.short] : [LETTER.short, LETTER.long];
  const scale = (pageWidth - 2 * MARGIN) / natural;
  const widths = table.columns.map((c) => c.width * scale);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const perPage = Math.floor((pageHeight - MARGIN - FOOTER - HEAD_TOP - ROW) / ROW);
  const rows = [...table.rows, totalsRow(table)];
  const pages = Math.max(1, Math.ceil(rows.length / perPage));

  const doc = new PDFKitDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: meta.title, Author: meta.company, Subject: meta.period },
  });
  const line = lineWriter(doc);

  // The totals label may run over the empty cells before the first summed column.
  const firstSum = table.columns.findIndex((c) => c.kind === 'hours' || c.kind === 'count');
  const labelWidth = firstSum > 0 ? lefts[firstSum]! - MARGIN : widths[0]!;

  /** One row of cells at y, in the current font and colour: numbers right-aligned, text left. */
  const cells = (values: string[], y: number, totals = false) =>
    line(
      y + 3.5,
      table.columns.map((c, i) => {
        const width = totals && i === 0 ? labelWidth : widths[i]!;
        const numeric = c.kind === 'hours' || c.kind === 'count';
        return { text: values[i]!, left: lefts[i]! + PAD, right: lefts[i]! + width - PAD, numeric };
      }),
    );

  const head = (page: number) => {
    doc.addPage();
    doc
      .fillColor(BLUE)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(meta.company, MARGIN, MARGIN, { lineBreak: false });
    doc.fontSize(11).text(meta.title, MARGIN, MARGIN + 18, { lineBreak: false });
    doc.fillColor('#333').font('Helvetica').fontSize(8.5);
    doc.text(meta.period, MARGIN, MARGIN + 34, { lineBreak: false });
    doc.text(meta.generated, MARGIN, MARGIN + 46, { lineBreak: false });
    doc.rect(MARGIN, HEAD_TOP, pageWidth - 2 * MARGIN, ROW + 2).fill(BLUE);
    doc.fillColor('white').font('Helvetica-Bold').fontSize(FONT_SIZE);
    cells(
      table.columns.map((c) => c.header),
      HEAD_TOP + 1,
    );
    const footY = pageHeight - MARGIN - 8;
    doc.fillColor('#555').font('Helvetica').fontSize(7.5);
    const label = `Page ${page} of ${pages}`;
    doc.text(label, pageWidth - MARGIN - doc.widthOfString(label), footY, { lineBreak: false });
    doc.text(`${meta.company} · ${meta.title}`, MARGIN, footY, { lineBreak: false });
  };

  const body = (list: Cell[][], first: number, totals: boolean) => {
    // The stripes first, then the text of every row over them: two colour changes a page, not two a row.
    const striped = list
      .map((_, r) => r)
      .filter((r) => (first + r) % 2 === 1 && !(totals && r === list.length - 1));
    for (const r of striped) doc.rect(MARGIN, HEAD_TOP + ROW + 2 + r * ROW, pageWidth - 2 * MARGIN, ROW);
    if (striped.length > 0) doc.fill('#eef2f7');
    doc.fillColor('black').font('Helvetica').fontSize(FONT_SIZE);
    list.forEach((row, r) => {
      const y = HEAD_TOP + ROW + 2 + r * ROW;
      const isTotals = totals && r === list.length - 1;
      if (isTotals) {
        doc
          .moveTo(MARGIN, y)
          .lineTo(pageWidth - MARGIN, y)
          .lineWidth(0.8)
          .strokeColor(BLUE)
          .stroke();
        doc.font('Helvetica-Bold');
      }
      cells(
        table.columns.map((c, i) => cellText(c.kind, row[i] ?? null)),
        y,
        isTotals,
      );
    });
  };

  void (async () => {
    for (let page = 1; page <= pages; page++) {
      const first = (page - 1) * perPage;
      head(page);
      body(rows.slice(first, first + perPage), first, page === pages);
      // Let the finished page flow out to the client before the next is laid out.
      await new Promise((resolve) => setImmediate(resolve));
    }
    doc.end();
  })().catch((error: Error) => doc.destroy(error));
  return doc;
}

/** The parts of a pdfkit 0.20 document the line writer uses that its typings leave out. */
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

interface LineCell {
  text: string;
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
 * Writes a line of cells in the current font, size and colour as a single text object. doc.text()
 * costs a save, a transform, a text object and a kerning pass per call: with one call a cell, that
 * was most of the time of a quarter's report (26,000 rows of 14 cells). The glyphs and kerning are
 * pdfkit's own (font.encode, as doc.text writes them), so the page looks the same; text too long for
 * its cell is cut with an ellipsis. Names and figures repeat row after row, so the runs are remembered.
 */
function lineWriter(doc: PDFKit.PDFDocument) {
  const inner = doc as unknown as PdfkitInternals;
  const runs = new Map<string, Run>();

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

  /** The text's run, cut to the width with an ellipsis when it does not fit. */
  const fitted = (text: string, width: number): Run => {
    const key = `${inner._font.id}|${inner._fontSize}|${width}|${text}`;
    let run = runs.get(key);
    if (run === undefined) {
      run = layout(text);
      for (let n = text.length - 1; run.width > width && n >= 0; n--) {
        run = layout(`${text.slice(0, n).trimEnd()}…`);
      }
      if (runs.size > 50_000) runs.clear();
      runs.set(key, run);
    }
    return run;
  };

  return (top: number, cells: LineCell[]) => {
    const font = inner._font;
    inner.page.fonts[font.id] ??= font.ref();
    const height = inner.page.height;
    // doc.text's top-left origin: pdfkit's pages are flipped, so flip back and place the baseline.
    const baseline = height - top - (font.ascender / 1000) * inner._fontSize;
    const ops = [`q 1 0 0 -1 0 ${pt(height)} cm BT /${font.id} ${pt(inner._fontSize)} Tf`];
    for (const c of cells) {
      if (c.text === '') continue;
      const run = fitted(c.text, c.right - c.left);
      const x = c.numeric ? c.right - run.width : c.left;
      ops.push(`1 0 0 1 ${pt(x)} ${pt(baseline)} Tm ${run.show}`);
    }
    ops.push('ET Q');
    doc.addContent(ops.join('\n'));
  };
}
