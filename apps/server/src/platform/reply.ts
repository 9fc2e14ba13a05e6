import type { Envelope } from '@portal/contracts';

/** The success body of every JSON answer. */
export function ok<T>(message: string, data: T): Envelope<T> {
  return { status: true, message, data, errors: null };
}
