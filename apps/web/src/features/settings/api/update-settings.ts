import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { z } from 'zod';
import type { Envelope } from '@portal/contracts';
import type { SettingsDto, settingsUpdateRequest } from '@portal/contracts/settings';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsQueryOptions } from './get-settings.ts';

export type SettingsUpdateBody = z.input<typeof settingsUpdateRequest>;

/** Answers with the settings as saved (the SMTP password only as smtp_password_set). */
function updateSettings(id: number, body: SettingsUpdateBody): Promise<Envelope<SettingsDto>> {
  return apiRequest<Envelope<SettingsDto>>(`/api/v1/setting/${id}`, { method: 'PUT', body });
}

export function useUpdateSettings(id: number) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (body: SettingsUpdateBody) => updateSettings(id, body),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryOptions(id).queryKey, saved),
  });
}
