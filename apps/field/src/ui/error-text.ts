import type { TFunction } from 'i18next';
import { ApiError, OfflineError } from '../api/client.ts';

/** An error as the person reads it: the server's own message, or what no signal means. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof OfflineError) return t('errors.offline');
  if (err instanceof ApiError) {
    if (err.status >= 500) return t('errors.server', { message: err.message });
    const fields = Object.values(err.errors ?? {});
    return fields.length > 0 ? fields.join(' ') : err.message;
  }
  return t('errors.server', { message: err instanceof Error ? err.message : String(err) });
}
