import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { apiRequest } from '../../../lib/api-client.ts';
import { subcontractorCompanyKeys } from './keys.ts';

/** Creates a company (no id) or renames one; answers with the company as saved. */
function saveSubcontractorCompany(id: number | null, name: string): Promise<Envelope<SubcontractorCompany>> {
  return id === null
    ? apiRequest('/api/v1/sub-contractor-companies-add', { method: 'POST', body: { name } })
    : apiRequest(`/api/v1/sub-contractor-companies-update/${id}`, { method: 'PUT', body: { name, id } });
}

export function useSaveSubcontractorCompany() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) => saveSubcontractorCompany(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subcontractorCompanyKeys.all }),
  });
}
