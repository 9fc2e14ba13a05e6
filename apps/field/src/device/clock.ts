/** How far the phone's clock may be from the server's before the app says so. */
export const CLOCK_TOLERANCE_MINUTES = 5;

/** Now on the phone's clock with its offset, as the punch call wants it: 2026-11-16T07:02:11-05:00. */
export function deviceTime(now = new Date()): string {
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** Minutes the phone's clock is ahead (+) or behind (-) the server's, from an answer's server time. */
export function clockSkewMinutes(serverTime: string, receivedAt: number): number {
  return Math.round((receivedAt - Date.parse(serverTime)) / 60_000);
}
