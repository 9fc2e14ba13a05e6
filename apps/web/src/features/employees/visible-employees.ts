import type { EmployeeListItem } from '@portal/contracts/employees';
import { fullName } from '../../lib/employees.ts';

export interface EmployeeFilter {
  showDeactivated: boolean;
  search: string;
}

/** The employees the list shows: active ones unless deactivated are asked for, matching any column. */
export function visibleEmployees(
  employees: readonly EmployeeListItem[],
  { showDeactivated, search }: EmployeeFilter,
): EmployeeListItem[] {
  const text = search.trim().toLowerCase();
  return employees.filter(
    (employee) =>
      (showDeactivated || employee.is_active === 1) &&
      (!text ||
        [employee.code, fullName(employee), employee.role_name, employee.site_name].some((value) =>
          value?.toLowerCase().includes(text),
        )),
  );
}
