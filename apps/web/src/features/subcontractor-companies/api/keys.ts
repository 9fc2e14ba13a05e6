/** Query keys of the sub-contractor companies. */
export const subcontractorCompanyKeys = {
  all: ['subcontractor-companies'] as const,
  list: () => [...subcontractorCompanyKeys.all, 'list'] as const,
};
