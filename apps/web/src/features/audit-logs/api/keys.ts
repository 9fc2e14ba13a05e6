/** Query keys of the log, one per week. */
export const auditLogKeys = {
  all: ['audit-logs'] as const,
  week: (start: string, end: string) => [...auditLogKeys.all, start, end] as const,
};
