/** Query keys of the employees (list and each one's detail) and of the role options. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
};

export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
};
