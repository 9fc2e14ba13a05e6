import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { PayrollFormat } from '@portal/contracts/payroll-formats';
import { answer, api } from '../../../lib/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';

interface ExportRequest {
  week: WeekSelection;
  format: PayrollFormat;
}

/** The payroll file of the week in one format, with its control totals. */
function exportTimeSheet({ week, format }: ExportRequest) {
  const query = { start_date: week.start_date, end_date: week.end_date, site_id: week.location, format };
  return answer(api.GET('/api/v1/time-export-txt', { params: { query } }));
}

export function useExportTimeSheet() {
  return useSendMutation({ mutationFn: exportTimeSheet });
}
