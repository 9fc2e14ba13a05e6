/** Message texts of the time rules. Those quoted by the spec are copied exactly; the rest are ours. */
export const TIME_MESSAGES = {
  employeeRequired: 'Please select an employee',
  jobRequired: 'Please select a job',
  clockInRequired: 'Please select Clock-In Time',
  clockOutRequired: 'Please select Clock-Out Time',
  noteRequired: 'Please select a Note',
  otherNoteRequired: 'Please enter a Note',
  // Ours: the spec states these rules without a text.
  clockInFuture: 'Clock-In Time cannot be in the future.',
  clockOutFuture: 'Clock-Out Time cannot be in the future.',
  clockOutTooEarly: 'Clock-Out Time must be at least 1 minute after Clock-In Time.',
  clockOutNextDay: 'Clock-Out Time must be on the same day as Clock-In Time or the next day.',
} as const;

export function clockOutTooLateMessage(maxHours: string): string {
  return `Clock-Out Time cannot be more than ${maxHours} hours after Clock-In Time.`;
}

export function overlapWarning(list: string): string {
  return `One or more jobs have overlapping work hours for ${list}. Please check clock-in and clock-out entries for jobs.`;
}

export function perDayLimitWarning(hours: string, list: string): string {
  return `Per day limit of ${hours} hours is exceeded for ${list}.`;
}

export function subcontractorPerDayLimitWarning(hours: string): string {
  return `Per day limit of ${hours} hours is exceeded for one or more subcontractor.`;
}
