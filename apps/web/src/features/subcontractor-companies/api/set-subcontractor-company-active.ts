import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { subcontractorCompanyKeys } from './keys.ts';

function setSubcontractorCompanyActive(id: number, active: boolean) {
  const params = { path: { id } };
  return answer(
    active
      ? api.PUT('/api/v1/sub-contractor-companies-activate/{id}', { params })
      : api.PUT('/api/v1/sub-contractor-companies-deactivate/{id}', { params }),
  );
}

export function useSetSubcontractorCompanyActive() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      setSubcontractorCompanyActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subcontractorCompanyKeys.all }),
  });
}
