import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';

/** Sends a mail through the saved SMTP settings to smtp_to, or to the signed-in user. */
function sendTestMail(id: number) {
  return answer(api.POST('/api/v1/setting/{id}/test-mail', { params: { path: { id } } }));
}

export function useSendTestMail(id: number) {
  return useSendMutation({ mutationFn: () => sendTestMail(id) });
}
