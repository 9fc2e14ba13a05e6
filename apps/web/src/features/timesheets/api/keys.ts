/** Query keys of the screen, general to specific: invalidating `timesheetKeys.all` refreshes everything. */
export const timesheetKeys = {
  all: ['employee-timesheets'] as const,
  list: () => [...timesheetKeys.all, 'list'] as const,
  widgets: () => [...timesheetKeys.all, 'widgets'] as const,
  detail: () => [...timesheetKeys.all, 'detail'] as const,
  options: () => [...timesheetKeys.all, 'options'] as const,
};

/** Keys of Sub Contractor Timesheets: the grid and its sub lists, the widgets and the detail lists. */
export const subTimesheetKeys = {
  all: ['sub-contractor-timesheets'] as const,
  sheet: () => [...subTimesheetKeys.all, 'sheet'] as const,
  widgets: () => [...subTimesheetKeys.all, 'widgets'] as const,
  detail: () => [...subTimesheetKeys.all, 'detail'] as const,
};
