import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { api, type ApiFile, asDownload, download } from '../../../lib/api-client.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { reportCall, type ReportRequest } from '../report-form.ts';

/** The report as a file named by the server; a report without rows answers 404 with code no_data. */
function generateReport(request: ReportRequest): Promise<ApiFile> {
  const call = reportCall(request);
  // A case a path: the path and its query are checked together only once the path is narrowed.
  switch (call.path) {
    case '/api/v1/employee-report':
      return download(api.GET(call.path, { params: { query: call.query }, ...asDownload }));
    case '/api/v1/job-report':
      return download(api.GET(call.path, { params: { query: call.query }, ...asDownload }));
    case '/api/v1/time-sheet-report':
      return download(api.GET(call.path, { params: { query: call.query }, ...asDownload }));
    case '/api/v1/sub-contractor-punch-report':
      return download(api.GET(call.path, { params: { query: call.query }, ...asDownload }));
  }
}

export function useGenerateReport() {
  return useSendMutation({
    mutationFn: generateReport,
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
}
