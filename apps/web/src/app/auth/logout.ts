import { answer, api } from '../../lib/api-client.ts';

/** Revokes the current token on the server. */
export function logout() {
  return answer(api.POST('/api/v1/logout'));
}
