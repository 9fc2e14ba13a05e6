import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { ProfileUpdateRequest } from '@portal/contracts';
import { answer, api } from '../../../lib/api-client.ts';

/** Answers with the updated user. */
function updateProfile(body: ProfileUpdateRequest) {
  return answer(api.PUT('/api/v1/profile', { body }));
}

export function useUpdateProfile() {
  return useSendMutation({ mutationFn: updateProfile });
}
