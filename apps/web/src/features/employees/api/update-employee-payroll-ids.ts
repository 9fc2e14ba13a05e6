import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { employeesQueryOptions } from '../../../lib/employees.ts';

function updateEmployeePayrollIds(id: number, adpFileNumber: string) {
  return answer(
    api.PUT('/api/v1/employee-payroll-ids/{id}', {
      params: { path: { id } },
      body: { adp_file_number: adpFileNumber },
    }),
  );
}

export function useUpdateEmployeePayrollIds() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, adpFileNumber }: { id: number; adpFileNumber: string }) =>
      updateEmployeePayrollIds(id, adpFileNumber),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions.queryKey }),
  });
}
