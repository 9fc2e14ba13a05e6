import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { apiDownload, type ApiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../ui/save-file.ts';

/** A snapshot of the SQLite database (only the embedded engine offers one). */
function downloadBackup(): Promise<ApiFile> {
  return apiDownload('/api/v1/database-backup');
}

export function useDownloadBackup() {
  return useSendMutation({
    mutationFn: downloadBackup,
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
}
