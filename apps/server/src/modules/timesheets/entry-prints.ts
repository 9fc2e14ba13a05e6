import { dayNumber, toMs } from '@portal/domain';

/*
 * What the grid's caches keep of the entries they worked from (pay-hours.ts, grid-rows.ts): each field
 * they compare, as a number, in one plain array per employee or row, instead of the entries as read. A
 * week read for the first time is kept in the caches whole, and keeping its twenty thousand entries
 * (an object and four strings each) had the garbage collector copy them on both threads: about 55 ms of
 * a 165 ms read. An array of numbers is one object to copy.
 */

/** The print of a value that has none (a null); no number the fields below give equals it. */
const NONE = -Infinity;

/** The status columns' few values, each as a small number. */
const codes = new Map<string, number>();

/** A status value as a number: the same value, the same number. */
export function codeOf(value: string | null): number {
  if (value === null) return NONE;
  let code = codes.get(value);
  if (code === undefined) codes.set(value, (code = codes.size));
  return code;
}

/** A date's print: its day number. */
export const datePrint = (date: string): number => dayNumber(date);

/** An instant's print: epoch milliseconds, as the pay rules read it. */
export const instantPrint = (instant: string | null): number => (instant === null ? NONE : toMs(instant));

/** A number's print: itself, or NONE for a null. */
export const numberPrint = (value: number | null): number => value ?? NONE;

/** Whether two prints are the same, number for number. */
export function samePrint(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
