import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdfStream, type ReportMeta } from './pdf.ts';
import { count, date, hoursColumn, text, type ReportTable } from './table.ts';

const META: ReportMeta = {
  company: 'Summit Coatings Inc.',
  title: 'Timesheet Report by Weekly Entries',
  period: '11/16/26 to 11/22/26 (America/New_York)',
  generated: 'Generated 11/20/26 05:00 PM by Pat Payroll',
};

async function pdf(table: ReportTable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdfStream(table, META)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function poppler(tool: string, args: string[], input: Buffer): string {
  const out = spawnSync(tool, args, { input });
  if (out.status !== 0) throw new Error(out.stderr.toString());
  return out.stdout.toString();
}

/** The text of one page, as a reader would copy it. */
const pageText = (body: Buffer, page: number) =>
  poppler('pdftotext', ['-layout', '-f', String(page), '-l', String(page), '-', '-'], body);

const info = (body: Buffer) => poppler('pdfinfo', ['-'], body);

describe('the PDF writer', () => {
  it('repeats the head and the column headers on every page, numbers the pages and ends with the totals', async () => {
    const table: ReportTable = {
      columns: [text('ID', 50), text('Employee', 120), hoursColumn('Total')],
      rows: Array.from({ length: 100 }, (_, i) => [`E${100 + i}`, `Employee ${i}`, 800]),
    };
    const body = await pdf(table);
    expect(info(body)).toMatch(/Pages:\s+3\n/);
    expect(info(body)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    for (const page of [1, 2, 3]) {
      const onPage = pageText(body, page);
      for (const head of [META.company, META.title, META.period, META.generated, 'ID', 'Employee', 'Total'])
        expect(onPage).toContain(head);
      expect(onPage).toContain(`Page ${page} of 3`);
    }
    // Every row once, in order, the totals row on the last page only.
    const rows = [1, 2, 3].flatMap((page) =>
      [...pageText(body, page).matchAll(/E(\d{3}) /g)].map((m) => m[1]),
    );
    expect(rows).toEqual(table.rows.map((r) => String(r[0]).slice(1)));
    expect(pageText(body, 3)).toMatch(/Total \(100 rows\)\s+800\.00/);
    expect(pageText(body, 2)).not.toContain('Total (');
  });

  it('turns to landscape when the columns are wider than a portrait page, and cuts text too long for its column', async () => {
    const note = 'Employee was at the offsite safety meeting all morning and drove the crew back to the yard';
    const table: ReportTable = {
      columns: [
        date('Date'),
        text('ID', 50),
        text('Employee', 120),
        text('Job', 110),
        text('Note', 120),
        count('Late (min)'),
        hoursColumn('Hours'),
      ],
      rows: [['2026-11-16', 'E100', 'José Núñez', 'J-1 Bridge deck', note, 12, 483]],
    };
    const body = await pdf(table);
    expect(info(body)).toMatch(/Page size:\s+792 x 612 pts \(letter\)/);
    const page = pageText(body, 1);
    expect(page).toMatch(
      /11\/16\/26\s+E100\s+José Núñez\s+J-1 Bridge deck\s+Employee was at the.*…\s+12\s+4\.83/,
    );
    expect(page).not.toContain('drove the crew');
    expect(page).toMatch(/Total \(1 row\)\s+12\s+4\.83/);
  });
});
