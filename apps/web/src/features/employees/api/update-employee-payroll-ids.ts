import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesQueryOptions } from '../../../lib/employees.ts';

function updateEmployeePayrollIds(id: number, adpFileNumber: string): Promise<Envelope<EmployeeListItem>> {
  return apiRequest(`/api/v1/employee-payroll-ids/${id}`, {
    method: 'PUT',
    body: { adp_file_number: adpFileNumber },
  });
}

export function useUpdateEmployeePayrollIds() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, adpFileNumber }: { id: number; adpFileNumber: string }) =>
      updateEmployeePayrollIds(id, adpFileNumber),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions.queryKey }),
  });
}
