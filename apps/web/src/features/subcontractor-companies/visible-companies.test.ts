import { describe, expect, it } from 'vitest';
import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { visibleCompanies } from './visible-companies.ts';

const company = (id: number, name: string, is_active: 0 | 1): SubcontractorCompany => ({
  id,
  name,
  is_active,
  sync_at: null,
  created_at: '2026-01-01T00:00:00Z',
  created_by: null,
  modified_at: '2026-01-01T00:00:00Z',
  modified_by: null,
});

const all = [company(1, 'Acme Paint', 1), company(2, 'Blue Steel', 0)];

describe('visibleCompanies', () => {
  it('shows active companies only by default', () => {
    expect(visibleCompanies(all, { showDeactivated: false, search: '' }).map((c) => c.id)).toEqual([1]);
  });
  it('shows deactivated ones on request and narrows by name, ignoring case', () => {
    expect(visibleCompanies(all, { showDeactivated: true, search: '' })).toHaveLength(2);
    expect(visibleCompanies(all, { showDeactivated: true, search: ' STEEL' }).map((c) => c.id)).toEqual([2]);
  });
});
