import { describe, expect, it } from 'vitest';
import {
  cellApprovedStatus,
  cellEditStatus,
  countDay,
  dayApprovedStatus,
  dayEditStatus,
  type StatusEntry,
} from './day-status.ts';

const s = (
  approved_status: StatusEntry['approved_status'],
  is_corrected: number | boolean = 0,
  edit_source: StatusEntry['edit_source'] = null,
): StatusEntry => ({
  approved_status,
  is_corrected,
  edit_source,
});

describe('dayApprovedStatus', () => {
  it.each([
    { name: 'a day without entries', entries: [], code: 0 },
    { name: 'an approved entry', entries: [s('approved')], code: 2 },
    { name: 'a pre-approved entry', entries: [s('pre-approved')], code: 2 },
    { name: 'approved and pre-approved entries', entries: [s('approved'), s('pre-approved')], code: 2 },
    { name: 'an un-approved entry', entries: [s('un-approved')], code: 3 },
    { name: 'an approved and an un-approved entry', entries: [s('approved'), s('un-approved')], code: 3 },
    { name: 'a corrected but un-approved entry', entries: [s('un-approved', 1, 'mobile')], code: 3 },
    { name: 'a corrected approved entry', entries: [s('approved', 1, 'web')], code: 1 },
    {
      name: 'an approved and a corrected approved entry',
      entries: [s('approved'), s('approved', 1, 'web')],
      code: 1,
    },
    { name: 'a corrected (boolean) pre-approved entry', entries: [s('pre-approved', true)], code: 1 },
  ])('gives $name the code $code', ({ entries, code }) => {
    expect(dayApprovedStatus(entries)).toBe(code);
  });
});

describe('dayEditStatus', () => {
  it.each([
    { name: 'a day without entries', entries: [], status: null },
    { name: 'an uncorrected entry with a source', entries: [s('approved', 0, 'web')], status: null },
    { name: 'a mobile correction', entries: [s('un-approved', 1, 'mobile')], status: 'mobile' },
    { name: 'a web correction', entries: [s('approved', 1, 'web')], status: 'web' },
    {
      name: 'a mobile and a web correction',
      entries: [s('approved', 1, 'mobile'), s('approved', 1, 'web')],
      status: 'web',
    },
    { name: 'a correction without a recorded source', entries: [s('approved', 1, null)], status: 'web' },
  ])('gives $name the edit status $status', ({ entries, status }) => {
    expect(dayEditStatus(entries)).toBe(status);
  });
});

describe('countDay', () => {
  it.each([
    { name: 'no entries', entries: [], counts: [0, 0, 0, 0] },
    { name: 'plain approved entries', entries: [s('approved'), s('pre-approved')], counts: [2, 0, 0, 0] },
    { name: 'an un-approved entry', entries: [s('un-approved'), s('approved')], counts: [2, 1, 0, 0] },
    { name: 'a web correction', entries: [s('approved', 1, 'web')], counts: [1, 0, 1, 0] },
    { name: 'a correction without a source', entries: [s('approved', true, null)], counts: [1, 0, 1, 0] },
    { name: 'a mobile correction', entries: [s('un-approved', 1, 'mobile')], counts: [1, 1, 0, 1] },
    { name: 'a source without a correction', entries: [s('approved', 0, 'mobile')], counts: [1, 0, 0, 0] },
  ])('counts $name as entries, unapproved, web, mobile = $counts', ({ entries, counts }) => {
    const c = countDay(entries);
    expect([c.entries, c.unapproved, c.corrected_web, c.corrected_mobile]).toEqual(counts);
  });

  it.each([
    { counts: { entries: 0, unapproved: 0, corrected_web: 0, corrected_mobile: 0 }, code: 0, edit: null },
    { counts: { entries: 3, unapproved: 0, corrected_web: 0, corrected_mobile: 0 }, code: 2, edit: null },
    { counts: { entries: 3, unapproved: 1, corrected_web: 1, corrected_mobile: 0 }, code: 3, edit: 'web' },
    { counts: { entries: 2, unapproved: 0, corrected_web: 0, corrected_mobile: 2 }, code: 1, edit: 'mobile' },
    { counts: { entries: 2, unapproved: 0, corrected_web: 1, corrected_mobile: 1 }, code: 1, edit: 'web' },
  ])('reads the cell of $counts as $code / $edit, as a database adds them up', ({ counts, code, edit }) => {
    expect(cellApprovedStatus(counts)).toBe(code);
    expect(cellEditStatus(counts)).toBe(edit);
  });
});
