import PDFDocument from 'pdfkit';
import { cellText, totalsRow, type Cell, type Column, type ReportTable } from './table.ts';

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
  const natural = table.columns.reduce((sum, c) => sum + c.width, 0);
  const landscape = natural > LETTER.short - 2 * MARGIN;
  const [pageWidth, pageHeight] = landscape ? [LETTER.long, LETTER.short] : [LETTER.short, LETTER.long];
  const scale = (pageWidth - 2 * MARGIN) / natural;
  const widths = table.columns.map((c) => c.width * scale);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const perPage = Math.floor((pageHeight - MARGIN - FOOTER - HEAD_TOP - ROW) / ROW);
  const rows = [...table.rows, totalsRow(table)];
  const pages = Math.max(1, Math.ceil(rows.length / perPage));

  const doc = new PDFDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: meta.title, Author: meta.company, Subject: meta.period },
  });
  const fit = fitter(doc);

  // The totals label may run over the empty cells before the first summed column.
  const firstSum = table.columns.findIndex((c) => c.kind === 'hours' || c.kind === 'count');
  const labelWidth = firstSum > 0 ? lefts[firstSum]! - MARGIN : widths[0]!;

  const cell = (value: string, i: number, y: number, column: Column, font: string, width = widths[i]!) => {
    const text = fit(value, width - 2 * PAD, font);
    const numeric = column.kind === 'hours' || column.kind === 'count';
    const x = numeric ? lefts[i]! + width - PAD - doc.widthOfString(text) : lefts[i]! + PAD;
    doc.text(text, x, y + 3.5, { lineBreak: false });
  };

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
    table.columns.forEach((c, i) => cell(c.header, i, HEAD_TOP + 1, c, 'Helvetica-Bold'));
    const footY = pageHeight - MARGIN - 8;
    doc.fillColor('#555').font('Helvetica').fontSize(7.5);
    const label = `Page ${page} of ${pages}`;
    doc.text(label, pageWidth - MARGIN - doc.widthOfString(label), footY, { lineBreak: false });
    doc.text(`${meta.company} · ${meta.title}`, MARGIN, footY, { lineBreak: false });
  };

  const body = (list: Cell[][], first: number, totals: boolean) => {
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
      } else if ((first + r) % 2 === 1) {
        doc.rect(MARGIN, y, pageWidth - 2 * MARGIN, ROW).fill('#eef2f7');
      }
      const font = isTotals ? 'Helvetica-Bold' : 'Helvetica';
      doc.fillColor('black').font(font).fontSize(FONT_SIZE);
      table.columns.forEach((c, i) => {
        const width = isTotals && i === 0 ? labelWidth : widths[i]!;
        cell(cellText(c.kind, row[i] ?? null), i, y, c, font, width);
      });
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

/**
 * Text cut to a width with an ellipsis, in the document's current font (named in `font`); names
 * repeat page after page, so the cuts are remembered.
 */
function fitter(doc: PDFKit.PDFDocument) {
  const cache = new Map<string, string>();
  return (text: string, width: number, font: string): string => {
    if (text === '') return text;
    const key = `${font}|${width}|${text}`;
    let fitted = cache.get(key);
    if (fitted === undefined) {
      fitted = text;
      if (doc.widthOfString(text) > width) {
        let n = text.length;
        while (n > 0 && doc.widthOfString(`${text.slice(0, n)}…`) > width) n--;
        fitted = `${text.slice(0, n).trimEnd()}…`;
      }
      if (cache.size > 50_000) cache.clear();
      cache.set(key, fitted);
    }
    return fitted;
  };
}
