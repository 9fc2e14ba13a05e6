// Dates and times read from their digits, for the formats the database holds: the pay rules read tens
// of thousands of them a request, where Date.parse and a regular expression take several times as long.

const ZERO = 48;
export const digit = (text: string, at: number) => text.charCodeAt(at) - ZERO;
/** The number two digits of a text make, from `at`. */
export const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/** The places of a text's format (0 for a digit, else the character's code), for hasShape. */
export const shapeOf = (format: string) => Array.from(format, (c) => (c === '0' ? 0 : c.charCodeAt(0)));

/** Whether a text has a digit wherever the shape has 0 and the shape's character elsewhere. */
export function hasShape(text: string, shape: readonly number[]): boolean {
  if (text.length !== shape.length) return false;
  for (let i = 0; i < shape.length; i++) {
    const c = text.charCodeAt(i);
    if (shape[i] === 0 ? c < ZERO || c > ZERO + 9 : c !== shape[i]) return false;
  }
  return true;
}

/**
 * Days from 1970-01-01 to a calendar date of year 0 or later (month 1-12), by arithmetic alone (H.
 * Hinnant's days_from_civil). Linear in `day`, so a day past the month's end rolls into the next month,
 * as Date.UTC and Date.parse roll it.
 */
export function civilDays(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
