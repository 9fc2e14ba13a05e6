import { describe, expect, it } from 'vitest';
import { cellApprovedStatus, cellEditStatus } from './day-status.ts';

describe('cellApprovedStatus and cellEditStatus', () => {
  it.each([
    { counts: { entries: 0, unapproved: 0, corrected_web: 0, corrected_mobile: 0 }, code: 0, edit: null },
    { counts: { entries: 3, unapproved: 0, corrected_web: 0, corrected_mobile: 0 }, code: 2, edit: null },
    { counts: { entries: 3, unapproved: 1, corrected_web: 1, corrected_mobile: 0 }, code: 3, edit: 'web' },
    { counts: { entries: 1, unapproved: 1, corrected_web: 0, corrected_mobile: 1 }, code: 3, edit: 'mobile' },
    { counts: { entries: 2, unapproved: 0, corrected_web: 0, corrected_mobile: 2 }, code: 1, edit: 'mobile' },
    { counts: { entries: 2, unapproved: 0, corrected_web: 1, corrected_mobile: 1 }, code: 1, edit: 'web' },
  ])('reads the cell of $counts as $code / $edit, as a database adds them up', ({ counts, code, edit }) => {
    expect(cellApprovedStatus(counts)).toBe(code);
    expect(cellEditStatus(counts)).toBe(edit);
  });
});
