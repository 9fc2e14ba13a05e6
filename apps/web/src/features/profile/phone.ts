/** The ten digits of a North American number as typed or stored (`+1` and punctuation dropped). */
export function phoneDigits(value: string | null | undefined): string {
  let digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** What the API stores: `+1` and ten digits, or null when the field is empty. */
export function phoneForApi(digits: string | null | undefined): string | null {
  return digits ? `+1${digits}` : null;
}
