/** Query keys of the jobs, general to specific: invalidating `jobKeys.all` refreshes every job query. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (companyCode: string) => [...jobKeys.all, 'list', companyCode] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
};
