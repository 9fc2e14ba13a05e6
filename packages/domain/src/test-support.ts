// Fixtures shared by the tests only: not exported from index.ts, and internal, though the package's
// exports map offers every file of src/.
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';
import { localDateTimeToInstant } from './week.ts';

/** @internal */
export const NY = 'America/New_York';

/**
 * The instant of a New York wall-clock time, e.g. ny('2024-03-04 07:00').
 * @internal
 */
export const ny = (local: string) => localDateTimeToInstant(local, NY);

/** @internal */
export const settingsWith = (overrides: Partial<Settings> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  ...overrides,
});
