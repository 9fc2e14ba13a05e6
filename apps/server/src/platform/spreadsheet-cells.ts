/**
 * A CSV cell that starts like a formula gets a leading apostrophe, so a spreadsheet shows the text
 * instead of running it: user names and descriptions come from people and synced systems.
 */
export const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
