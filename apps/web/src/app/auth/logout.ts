import type { Envelope } from '@portal/contracts';
import { apiRequest } from '../../lib/api-client.ts';

/** Revokes the current token on the server. */
export function logout(): Promise<Envelope<null>> {
  return apiRequest<Envelope<null>>('/api/v1/logout', { method: 'POST' });
}
