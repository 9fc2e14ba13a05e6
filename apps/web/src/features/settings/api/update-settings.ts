import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';
import type { paths } from '../../../lib/api-types.gen.ts';
import { settingsQueryOptions } from './get-settings.ts';

export type SettingsUpdateBody =
  paths['/api/v1/setting/{id}']['put']['requestBody']['content']['application/json'];

/** Answers with the settings as saved (the SMTP password only as smtp_password_set). */
function updateSettings(id: number, body: SettingsUpdateBody) {
  return answer(api.PUT('/api/v1/setting/{id}', { params: { path: { id } }, body }));
}

export function useUpdateSettings(id: number) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (body: SettingsUpdateBody) => updateSettings(id, body),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryOptions(id).queryKey, saved),
  });
}
