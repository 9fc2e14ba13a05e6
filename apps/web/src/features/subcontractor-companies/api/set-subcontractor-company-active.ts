import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { apiRequest } from '../../../lib/api-client.ts';
import { subcontractorCompanyKeys } from './keys.ts';

function setSubcontractorCompanyActive(id: number, active: boolean): Promise<Envelope<SubcontractorCompany>> {
  const action = active ? 'activate' : 'deactivate';
  return apiRequest(`/api/v1/sub-contractor-companies-${action}/${id}`, { method: 'PUT', body: {} });
}

export function useSetSubcontractorCompanyActive() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      setSubcontractorCompanyActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subcontractorCompanyKeys.all }),
  });
}
