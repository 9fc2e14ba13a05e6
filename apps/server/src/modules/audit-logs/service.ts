import {
  AUDIT_MSG,
  auditExportFileName,
  type AuditLogQuery,
  type AuditLogRow,
} from '@portal/contracts/audit-logs';
import { addDays, startOfLocalDay } from '@portal/domain';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSettings } from '../settings/service.ts';
import { renderAuditExport, type ExportFile } from './export.ts';
import { listAuditLogs } from './queries.ts';

/**
 * The rows of the range, whose days are the company's local days (settings.time_zone): from the start
 * date's 00:00 up to the end of the end date (23:59:59), newest first.
 */
async function rowsInRange(
  ctx: AppContext,
  companyId: number,
  query: AuditLogQuery,
): Promise<{ tz: string; rows: AuditLogRow[] }> {
  const { time_zone: tz } = await loadSettings(ctx.db, companyId);
  const from = startOfLocalDay(query.start_date, tz);
  const to = startOfLocalDay(addDays(query.end_date, 1), tz);
  return { tz, rows: await listAuditLogs(ctx.db, companyId, from, to, query.search) };
}

export async function auditLogs(
  ctx: AppContext,
  companyId: number,
  query: AuditLogQuery,
): Promise<AuditLogRow[]> {
  return (await rowsInRange(ctx, companyId, query)).rows;
}

/** The range as a CSV (or XLSX) file with local times; a range without rows has nothing to export. */
export async function auditLogExport(
  ctx: AppContext,
  actor: Actor,
  query: AuditLogQuery,
): Promise<ExportFile & { name: string }> {
  const { tz, rows } = await rowsInRange(ctx, actor.companyId, query);
  if (rows.length === 0) throw new AppError(404, 'no_data', AUDIT_MSG.noData);
  const file = await renderAuditExport(rows, tz, query.export_format);
  const search = query.search ? ` matching "${query.search}"` : '';
  await ctx.db.transaction().execute((tx) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'Logs Export',
        description: `Exported ${rows.length} log rows of ${query.start_date} to ${query.end_date}${search} as ${query.export_format.toUpperCase()}`,
        entity: 'audit_logs',
      },
      ctx.now(),
    ),
  );
  return { ...file, name: auditExportFileName(query.start_date, query.export_format) };
}
