import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { z } from 'zod';
import type { Envelope } from '@portal/contracts';
import type { testMailData } from '@portal/contracts/settings';
import { apiRequest } from '../../../lib/api-client.ts';

type TestMailData = z.infer<typeof testMailData>;

/** Sends a mail through the saved SMTP settings to smtp_to, or to the signed-in user. */
function sendTestMail(id: number): Promise<Envelope<TestMailData>> {
  return apiRequest<Envelope<TestMailData>>(`/api/v1/setting/${id}/test-mail`, { method: 'POST' });
}

export function useSendTestMail(id: number) {
  return useSendMutation({ mutationFn: () => sendTestMail(id) });
}
