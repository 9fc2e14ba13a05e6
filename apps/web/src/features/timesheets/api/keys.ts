/** Query keys of the screen, general to specific: invalidating `timesheetKeys.all` refreshes everything. */
export const timesheetKeys = {
  all: ['employee-timesheets'] as const,
  list: () => [...timesheetKeys.all, 'list'] as const,
  widgets: () => [...timesheetKeys.all, 'widgets'] as const,
  detail: () => [...timesheetKeys.all, 'detail'] as const,
  options: () => [...timesheetKeys.all, 'options'] as const,
};
