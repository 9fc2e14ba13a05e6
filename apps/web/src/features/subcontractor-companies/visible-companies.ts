import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';

export interface CompanyFilter {
  showDeactivated: boolean;
  search: string;
}

/** The companies the list shows: active ones unless deactivated are asked for, matching the name. */
export function visibleCompanies(
  companies: readonly SubcontractorCompany[],
  { showDeactivated, search }: CompanyFilter,
): SubcontractorCompany[] {
  const text = search.trim().toLowerCase();
  return companies.filter(
    (company) =>
      (showDeactivated || company.is_active === 1) && (!text || company.name.toLowerCase().includes(text)),
  );
}
