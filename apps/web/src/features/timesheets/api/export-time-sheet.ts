import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { PayrollFileData, PayrollFormat } from '@portal/contracts/payroll-formats';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';

interface ExportRequest {
  week: WeekSelection;
  format: PayrollFormat;
}

/** The payroll file of the week in one format, with its control totals. */
function exportTimeSheet({ week, format }: ExportRequest): Promise<Envelope<PayrollFileData>> {
  return apiRequest('/api/v1/time-export-txt', {
    query: { start_date: week.start_date, end_date: week.end_date, site_id: week.location, format },
  });
}

export function useExportTimeSheet() {
  return useSendMutation({ mutationFn: exportTimeSheet });
}
