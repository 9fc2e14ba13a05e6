import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/employees.ts';

function updateEmployeeSite(id: number, siteId: number): Promise<Envelope<EmployeeListItem>> {
  return apiRequest(`/api/v1/employee-update/${id}`, { method: 'PUT', body: { site_id: siteId } });
}

export function useUpdateEmployeeSite() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, siteId }: { id: number; siteId: number }) => updateEmployeeSite(id, siteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
