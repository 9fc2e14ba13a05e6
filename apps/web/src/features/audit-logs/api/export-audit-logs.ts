import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Week } from '@portal/domain';
import { apiDownload, type ApiFile } from '../../../app/api-client.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { auditLogsQueryOptions } from './get-audit-logs.ts';

export interface AuditLogExport extends Week {
  /** Narrows the file to the rows the screen shows. */
  search: string;
}

/** The rows as a CSV file named '{start} Logs Export.csv'; a range without rows answers 404. */
export function exportAuditLogs({ start, end, search }: AuditLogExport): Promise<ApiFile> {
  return apiDownload('/api/v1/audit-log-list', {
    query: { start_date: start, end_date: end, search: search.trim() || undefined, export: true },
  });
}

export function useExportAuditLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAuditLogs,
    onSuccess: (file, { start, end }) => {
      saveFile(file.blob, file.fileName);
      // The export is itself audited: the week's list gains its row.
      return queryClient.invalidateQueries({ queryKey: auditLogsQueryOptions({ start, end }).queryKey });
    },
  });
}
