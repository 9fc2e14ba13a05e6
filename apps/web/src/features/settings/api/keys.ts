/** Query keys of Settings: the settings row and the database's size and backup availability. */
export const settingsKeys = {
  all: ['settings'] as const,
  detail: (id: number) => [...settingsKeys.all, id] as const,
  databaseInfo: () => [...settingsKeys.all, 'database-info'] as const,
};
