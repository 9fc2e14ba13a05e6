import { describe, expect, it } from 'vitest';
import { type FlaggableEntry, type Filters, isFiltering, matchesFilters, widgetCounts } from './flags.ts';

const clean: FlaggableEntry = {
  approved_status: 'un-approved',
  is_corrected: 0,
  face_in_status: 0,
  face_out_status: 0,
  gps_in_status: 0,
  gps_out_status: 0,
  clock_in_status: 0,
  clock_out_status: 0,
};
const e = (overrides: Partial<FlaggableEntry>): FlaggableEntry => ({ ...clean, ...overrides });

describe('matchesFilters', () => {
  it.each<{ name: string; entry: FlaggableEntry; filters: Filters; shown: boolean }>([
    { name: 'any entry with no filter on', entry: clean, filters: {}, shown: true },
    {
      name: 'any entry with noFilter, whatever else is on',
      entry: clean,
      filters: { noFilter: true, faceFlag: true },
      shown: true,
    },
    {
      name: 'any entry when every filter is off',
      entry: clean,
      filters: { faceFlag: false, any: false },
      shown: true,
    },
    {
      name: 'a pre-approved entry under preApproved',
      entry: e({ approved_status: 'pre-approved' }),
      filters: { preApproved: true },
      shown: true,
    },
    {
      name: 'an approved entry under preApproved',
      entry: e({ approved_status: 'approved' }),
      filters: { preApproved: true },
      shown: false,
    },
    {
      name: 'an approved entry under approvedFlag',
      entry: e({ approved_status: 'approved' }),
      filters: { approvedFlag: true },
      shown: true,
    },
    {
      name: 'an un-approved entry under approvedFlag',
      entry: clean,
      filters: { approvedFlag: true },
      shown: false,
    },
    {
      name: 'an un-approved entry under unapprovedFlag',
      entry: clean,
      filters: { unapprovedFlag: true },
      shown: true,
    },
    {
      name: 'a pre-approved entry under unapprovedFlag',
      entry: e({ approved_status: 'pre-approved' }),
      filters: { unapprovedFlag: true },
      shown: false,
    },
    {
      name: 'a clock-in face mismatch under faceFlag',
      entry: e({ face_in_status: 1 }),
      filters: { faceFlag: true },
      shown: true,
    },
    {
      name: 'a clock-out face mismatch under faceFlag',
      entry: e({ face_out_status: 1 }),
      filters: { faceFlag: true },
      shown: true,
    },
    {
      name: 'a GPS-flagged entry under faceFlag',
      entry: e({ gps_in_status: 1 }),
      filters: { faceFlag: true },
      shown: false,
    },
    {
      name: 'a GPS-flagged entry under gpsFlag',
      entry: e({ gps_out_status: 1 }),
      filters: { gpsFlag: true },
      shown: true,
    },
    {
      name: 'a time flag (boolean) under timeEntryFlag',
      entry: e({ clock_out_status: true }),
      filters: { timeEntryFlag: true },
      shown: true,
    },
    {
      name: 'a clean entry under timeEntryFlag',
      entry: clean,
      filters: { timeEntryFlag: true },
      shown: false,
    },
    {
      name: 'a GPS-only entry under any',
      entry: e({ gps_in_status: 1 }),
      filters: { any: true },
      shown: true,
    },
    {
      name: 'a time-only entry under any',
      entry: e({ clock_in_status: 1 }),
      filters: { any: true },
      shown: true,
    },
    { name: 'a clean entry under any', entry: clean, filters: { any: true }, shown: false },
    {
      name: 'null statuses under any',
      entry: e({ face_in_status: null, gps_in_status: null }),
      filters: { any: true },
      shown: false,
    },
    {
      name: 'a flagged approved entry under any + unapprovedFlag',
      entry: e({ approved_status: 'approved', face_in_status: 1 }),
      filters: { any: true, unapprovedFlag: true },
      shown: false,
    },
    {
      name: 'a flagged un-approved entry under any + unapprovedFlag',
      entry: e({ face_in_status: 1 }),
      filters: { any: true, unapprovedFlag: true },
      shown: true,
    },
    {
      name: 'a face-only entry under faceFlag + gpsFlag (AND)',
      entry: e({ face_in_status: 1 }),
      filters: { faceFlag: true, gpsFlag: true },
      shown: false,
    },
    {
      name: 'a face and GPS entry under faceFlag + gpsFlag',
      entry: e({ face_in_status: 1, gps_out_status: 1 }),
      filters: { faceFlag: true, gpsFlag: true },
      shown: true,
    },
    {
      name: 'a corrected entry under isCorrected',
      entry: e({ is_corrected: 1 }),
      filters: { isCorrected: true },
      shown: true,
    },
    {
      name: 'a corrected (boolean) entry under isCorrected',
      entry: e({ is_corrected: true }),
      filters: { isCorrected: true },
      shown: true,
    },
    {
      name: 'an uncorrected entry under isCorrected',
      entry: clean,
      filters: { isCorrected: true },
      shown: false,
    },
    {
      name: 'an entry that missed a meal period under mealPeriodFlag',
      entry: e({ meal_periods_missed: 1 }),
      filters: { mealPeriodFlag: true },
      shown: true,
    },
    {
      name: 'an entry that missed both meal periods under mealPeriodFlag',
      entry: e({ meal_periods_missed: 2 }),
      filters: { mealPeriodFlag: true },
      shown: true,
    },
    {
      name: 'an entry that missed none under mealPeriodFlag',
      entry: e({ meal_periods_missed: 0 }),
      filters: { mealPeriodFlag: true },
      shown: false,
    },
    {
      name: 'an entry without the count (a caller that does not read it) under mealPeriodFlag',
      entry: clean,
      filters: { mealPeriodFlag: true },
      shown: false,
    },
    {
      name: 'a missed meal period alone under any (the punch checks only)',
      entry: e({ meal_periods_missed: 2 }),
      filters: { any: true },
      shown: false,
    },
    {
      name: 'a missed meal period with a time flag under any + mealPeriodFlag',
      entry: e({ meal_periods_missed: 1, clock_out_status: 1 }),
      filters: { any: true, mealPeriodFlag: true },
      shown: true,
    },
    {
      name: 'a missed meal period of an approved entry under mealPeriodFlag + unapprovedFlag',
      entry: e({ meal_periods_missed: 1, approved_status: 'approved' }),
      filters: { mealPeriodFlag: true, unapprovedFlag: true },
      shown: false,
    },
    {
      name: 'any entry under approvedFlag + unapprovedFlag',
      entry: clean,
      filters: { approvedFlag: true, unapprovedFlag: true },
      shown: false,
    },
  ])('shows $name: $shown', ({ entry, filters, shown }) => {
    expect(matchesFilters(entry, filters)).toBe(shown);
  });
});

describe('isFiltering', () => {
  it.each<{ filters: Filters; filtering: boolean }>([
    { filters: {}, filtering: false },
    { filters: { noFilter: true }, filtering: false },
    { filters: { noFilter: true, any: true }, filtering: false },
    { filters: { any: false }, filtering: false },
    { filters: { gpsFlag: true }, filtering: true },
    { filters: { mealPeriodFlag: true }, filtering: true },
  ])('calls $filters filtering: $filtering', ({ filters, filtering }) => {
    expect(isFiltering(filters)).toBe(filtering);
  });
});

describe('widgetCounts', () => {
  it('counts statuses, flags (an entry flagged twice once in the total), corrections and missed meal periods apart from the total', () => {
    const entries = [
      e({ approved_status: 'approved', face_in_status: 1, gps_in_status: 1 }),
      e({ approved_status: 'approved', is_corrected: 1 }),
      e({ approved_status: 'pre-approved' }),
      e({ clock_out_status: 1 }),
      e({ face_out_status: 1 }),
      e({ meal_periods_missed: 2 }),
      e({ meal_periods_missed: 1, clock_in_status: 1 }),
      clean,
    ];
    expect(widgetCounts(entries)).toEqual({
      approved_status_count: 2,
      un_approved_status_count: 5,
      pre_approved_status_count: 1,
      face_flagged_count: 2,
      gps_flagged_count: 1,
      time_flagged_count: 2,
      total_flagged_count: 4,
      is_corrected_count: 1,
      meal_flagged_count: 2,
    });
  });

  it('counts nothing in no entries', () => {
    expect(Object.values(widgetCounts([]))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
