import { stringify } from 'csv-stringify/sync';
import { AUDIT_EXPORT_COLUMNS, type AuditExportFormat, type AuditLogRow } from '@portal/contracts/audit-logs';
import { displayDateTime } from '@portal/domain';
import { inert } from '../../platform/spreadsheet-cells.ts';

export interface ExportFile {
  body: Buffer;
  contentType: string;
}

/**
 * Every cell is text that may start like a formula (users name themselves), made inert; the time on
 * the company's clock as the portal shows it ('11/19/26 09:00 am').
 */
const cells = (rows: AuditLogRow[], tz: string) =>
  rows.map((r) => [displayDateTime(r.created_at, tz), r.user, r.action, r.description].map(inert));

function csv(rows: AuditLogRow[], tz: string): ExportFile {
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents stay intact).
  const text = stringify(cells(rows, tz), {
    header: true,
    columns: [...AUDIT_EXPORT_COLUMNS],
    bom: true,
    record_delimiter: 'windows',
  });
  return { body: Buffer.from(text, 'utf8'), contentType: 'text/csv; charset=utf-8' };
}

async function xlsx(rows: AuditLogRow[], tz: string): Promise<ExportFile> {
  // Text cells only, made inert as in the CSV: a cell edited in Excel is read again as typed.
  // The workbook writer loads with the first XLSX, not with every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Logs');
  sheet.columns = [20, 24, 24, 80].map((width) => ({ width }));
  sheet.addRow([...AUDIT_EXPORT_COLUMNS]).font = { bold: true };
  sheet.addRows(cells(rows, tz));
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

export async function renderAuditExport(
  rows: AuditLogRow[],
  tz: string,
  format: AuditExportFormat,
): Promise<ExportFile> {
  return format === 'xlsx' ? xlsx(rows, tz) : csv(rows, tz);
}
