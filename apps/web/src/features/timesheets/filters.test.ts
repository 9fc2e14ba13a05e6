import { describe, expect, it } from 'vitest';
import { NO_FILTER, appliedFilterNames, toggleFilter } from './filters.ts';

describe('toggleFilter', () => {
  it('turns No Filter off when a flag is picked and combines flags', () => {
    const face = toggleFilter(NO_FILTER, 'faceFlag', true);
    expect(face).toEqual({ noFilter: false, faceFlag: true });
    expect(appliedFilterNames(toggleFilter(face, 'unapprovedFlag', true))).toEqual([
      'Face Mismatch',
      'Unapproved',
    ]);
  });

  it('names the Meal period missed filter among those applied', () => {
    expect(appliedFilterNames(toggleFilter(NO_FILTER, 'mealPeriodFlag', true))).toEqual([
      'Meal period missed',
    ]);
  });

  it('falls back to No Filter when the last flag is cleared or No Filter is picked', () => {
    expect(toggleFilter({ noFilter: false, gpsFlag: true }, 'gpsFlag', false)).toEqual(NO_FILTER);
    expect(toggleFilter({ noFilter: false, gpsFlag: true }, 'noFilter', true)).toEqual(NO_FILTER);
  });
});
