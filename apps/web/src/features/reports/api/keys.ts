/** Query keys of the reports. */
export const reportKeys = {
  all: ['reports'] as const,
  options: () => [...reportKeys.all, 'options'] as const,
};
