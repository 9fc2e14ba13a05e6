/** A value that is only a number, signed or not: a spreadsheet reads it as that number, not a formula. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A text field that starts like a formula (= + - @, a tab or a carriage return) gets a leading
 * apostrophe, so a spreadsheet shows the text instead of running it: names, codes and descriptions
 * come from people and synced systems. A value that is only a number (a phone number +12015550100,
 * hours -5.25) stays as it is. Every file a spreadsheet may open writes its text through this: the
 * payroll files (text, ADP, Paychex, IIF), the CSV and XLSX reports and the Logs export.
 */
export const inert = (value: string) =>
  /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
