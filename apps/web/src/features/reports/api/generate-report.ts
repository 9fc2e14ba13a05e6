import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { apiDownload, type ApiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { reportCall, type ReportRequest } from '../report-form.ts';

/** The report as a file named by the server; a report without rows answers 404 with code no_data. */
function generateReport(request: ReportRequest): Promise<ApiFile> {
  const { path, query } = reportCall(request);
  return apiDownload(path, { query });
}

export function useGenerateReport() {
  return useSendMutation({
    mutationFn: generateReport,
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
}
