import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { MSG } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useExportTimeSheet } from '../api/export-time-sheet.ts';
import type { WeekSelection } from '../api/get-time-sheet-list.ts';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Payroll export of the week: the file, or the server's refusal (un-approved entries). */
export function ExportButton({ week }: { week: WeekSelection }) {
  const { message } = App.useApp();
  const exporting = useExportTimeSheet();
  const run = () =>
    exporting.mutate(week, {
      onSuccess: (body) => {
        download(body.data.data, `${week.start_date} Time Sheet Export.txt`);
        message.success(
          `${dayjs(week.start_date).format('MM/DD/YYYY')} Time Sheet Export generated successfully.`,
        );
      },
      onError: (err) => message.error(err instanceof ApiError ? err.message : MSG.tryAgain),
    });
  return (
    <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={run}>
      Export
    </Button>
  );
}
