const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A size for people: 1 decimal from KB up (1024-based, as file managers on most systems show). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
