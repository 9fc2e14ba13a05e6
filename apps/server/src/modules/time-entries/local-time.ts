import { localDateTimeToInstant } from '@portal/domain';
import { ValidationError } from '../../platform/errors.ts';

/** A company-local 'YYYY-MM-DD hh:mm:ss a' (or 24-hour) time as an instant; a 422 on the field if it is no real time. */
export function parseLocalTime(value: string, tz: string, field: string): string {
  try {
    return localDateTimeToInstant(value, tz);
  } catch {
    throw new ValidationError({ [field]: `${value} is not a valid date and time.` });
  }
}
