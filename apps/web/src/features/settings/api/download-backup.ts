import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { api, type ApiFile, asDownload, download } from '../../../lib/api-client.ts';
import { saveFile } from '../../../ui/save-file.ts';

/** A snapshot of the SQLite database (only the embedded engine offers one). */
function downloadBackup(): Promise<ApiFile> {
  return download(api.GET('/api/v1/database-backup', asDownload));
}

export function useDownloadBackup() {
  return useSendMutation({
    mutationFn: downloadBackup,
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
}
