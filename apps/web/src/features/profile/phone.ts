/** What a person may type around the digits of a phone number. */
const FORMATTING = /[\s().+-]/g;

/**
 * The number as typed or stored with its formatting and a leading +1 dropped: ten digits for a valid
 * North American number. Anything else (letters, too few or too many digits) is kept as it is, so the
 * form's rule refuses it instead of the field quietly losing what was typed.
 */
export function phoneDigits(value: string | null | undefined): string {
  const bare = (value ?? '').replace(FORMATTING, '');
  return /^1\d{10}$/.test(bare) ? bare.slice(1) : bare;
}

/** What the API stores: `+1` and ten digits, or null when the field was cleared. */
export function phoneForApi(value: string | null | undefined): string | null {
  const digits = phoneDigits(value);
  return digits ? `+1${digits}` : null;
}
