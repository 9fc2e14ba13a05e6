/** Query keys of the role options (the employees' own keys live with their list query in lib/employees.ts). */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
};
