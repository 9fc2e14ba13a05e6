import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { AuditExportFormat } from '@portal/contracts/audit-logs';
import type { Week } from '@portal/domain';
import { api, type ApiFile, asDownload, download } from '../../../lib/api-client.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { auditLogKeys } from './keys.ts';

interface AuditLogExport extends Week {
  /** Narrows the file to the rows the screen shows. */
  search: string;
  format: AuditExportFormat;
}

/** The rows as '{start} Logs Export.csv' (or .xlsx); a range without rows answers 404. */
function exportAuditLogs({ start, end, search, format }: AuditLogExport): Promise<ApiFile> {
  const query = {
    start_date: start,
    end_date: end,
    search: search.trim() || undefined,
    export: 'true',
    export_format: format,
  } as const;
  return download(api.GET('/api/v1/audit-log-list', { params: { query }, ...asDownload }));
}

export function useExportAuditLogs() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: exportAuditLogs,
    onSuccess: (file, { start, end }) => {
      saveFile(file.blob, file.fileName);
      // The export is itself audited: the week's list gains its row.
      return queryClient.invalidateQueries({ queryKey: auditLogKeys.week(start, end) });
    },
  });
}
