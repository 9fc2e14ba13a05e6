import type { FormInstance } from 'antd';
import { MSG } from '@portal/contracts';
import { ApiError } from './api-client.ts';

export interface FieldErrorOutcome {
  /** Some field errors were shown beside their fields. */
  shown: boolean;
  /** What could not go beside a field (a plain message, an unknown key or a failure without fields). */
  leftover: string | null;
}

/** Puts a failed call's field errors beside the form's fields (antd `setFields`). */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): FieldErrorOutcome {
  if (!(error instanceof ApiError)) return { shown: false, leftover: MSG.unexpected };
  // A 401 has already ended the session (and said so): nothing is left to show here.
  if (error.status === 401) return { shown: false, leftover: null };
  const { errors } = error;
  if (typeof errors === 'string') return { shown: false, leftover: errors };
  if (!errors) return { shown: false, leftover: error.message };

  const entries = Object.entries(errors);
  const known = entries.filter(([field]) => fields.includes(field));
  const unknown = entries.filter(([field]) => !fields.includes(field));
  form.setFields(known.map(([name, message]) => ({ name, errors: [message] })));
  const leftover = unknown[0]?.[1] ?? (known.length === 0 ? error.message : null);
  return { shown: known.length > 0, leftover };
}
