import { describe, expect, it } from 'vitest';
import type { AuditLogRow } from '@portal/contracts/audit-logs';
import { matchesSearch } from './matches-search.ts';

const row: AuditLogRow = {
  id: 1,
  created_at: '2026-11-20T14:05:00.000Z',
  user: 'Alex Morgan',
  action: 'Job Defaults Update',
  description: 'Job J-2401 Route 1 Bridge Repaint: start 07:00:00 -> 06:30:00',
};

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['alex', true],
    ['JOB DEFAULTS', true],
    ['j-2401', true],
    [' bridge ', true],
    ['Priya', false],
  ])('%j matches: %s', (search, expected) => {
    expect(matchesSearch(row, search)).toBe(expected);
  });
});
