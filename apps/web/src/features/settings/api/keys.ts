/**
 * Query keys of Settings: the settings row, the database's size and backup availability, and the
 * overtime policies of the company and its sites.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  detail: (id: number) => [...settingsKeys.all, id] as const,
  databaseInfo: () => [...settingsKeys.all, 'database-info'] as const,
  overtimePolicies: () => [...settingsKeys.all, 'overtime-policies'] as const,
};
