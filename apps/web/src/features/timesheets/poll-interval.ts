/** How often the screen asks for new manual entries: 25 s, shortened in tests. */
const DEFAULT_POLL_MS = 25_000;

declare global {
  interface Window {
    /** Test hook: a shorter poll interval in milliseconds. */
    __TIMESHEET_POLL_MS__?: number;
  }
}

/** `window.__TIMESHEET_POLL_MS__` or localStorage `timesheetPollMs` override the 25 s (browser tests). */
export function pollInterval(): number {
  const fromWindow = typeof window === 'undefined' ? undefined : window.__TIMESHEET_POLL_MS__;
  const fromStorage = Number(globalThis.localStorage?.getItem('timesheetPollMs'));
  const value = fromWindow ?? (fromStorage > 0 ? fromStorage : undefined);
  return value && value > 0 ? value : DEFAULT_POLL_MS;
}
