import { describe, expect, it } from 'vitest';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { visibleEmployees } from './visible-employees.ts';

const employee = (id: number, last_name: string, is_active: 0 | 1): EmployeeListItem => ({
  id,
  code: `E-${id}`,
  emp_code: `E-${id}`,
  first_name: 'Sam',
  last_name,
  role_id: 1,
  role_name: 'Field User',
  site_id: 1,
  site_code: 'S1',
  site_name: 'North Yard',
  is_active,
  shift: 1,
  email: null,
  phone: null,
  last_clock_in: null,
  invite_status: 1,
  adp_file_number: null,
});

const all = [employee(1, 'Rivera', 1), employee(2, 'Okafor', 0)];

describe('visibleEmployees', () => {
  it('shows active employees only by default', () => {
    expect(visibleEmployees(all, { showDeactivated: false, search: '' }).map((e) => e.id)).toEqual([1]);
  });
  it('searches ID, name, role and site ignoring case', () => {
    const search = (text: string) =>
      visibleEmployees(all, { showDeactivated: true, search: text }).map((e) => e.id);
    expect(search('okafor')).toEqual([2]);
    expect(search('E-1')).toEqual([1]);
    expect(search('north')).toEqual([1, 2]);
    expect(search('nobody')).toEqual([]);
  });
});
