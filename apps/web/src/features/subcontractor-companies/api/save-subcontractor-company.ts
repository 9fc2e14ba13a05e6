import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { subcontractorCompanyKeys } from './keys.ts';

/** Creates a company (no id) or renames one; answers with the company as saved. */
function saveSubcontractorCompany(id: number | null, name: string) {
  return answer(
    id === null
      ? api.POST('/api/v1/sub-contractor-companies-add', { body: { name } })
      : api.PUT('/api/v1/sub-contractor-companies-update/{id}', {
          params: { path: { id } },
          body: { name, id },
        }),
  );
}

export function useSaveSubcontractorCompany() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) => saveSubcontractorCompany(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subcontractorCompanyKeys.all }),
  });
}
