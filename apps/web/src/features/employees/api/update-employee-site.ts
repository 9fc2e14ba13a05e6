import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/employees.ts';

function updateEmployeeSite(id: number, siteId: number) {
  return answer(
    api.PUT('/api/v1/employee-update/{id}', { params: { path: { id } }, body: { site_id: siteId } }),
  );
}

export function useUpdateEmployeeSite() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, siteId }: { id: number; siteId: number }) => updateEmployeeSite(id, siteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
