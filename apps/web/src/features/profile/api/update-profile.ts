import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { AuthUser, Envelope, ProfileUpdateRequest } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Answers with the updated user. */
function updateProfile(body: ProfileUpdateRequest): Promise<Envelope<AuthUser>> {
  return apiRequest<Envelope<AuthUser>>('/api/v1/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  return useSendMutation({ mutationFn: updateProfile });
}
