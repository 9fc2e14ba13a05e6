/** Screen messages the spec names that the contracts do not carry. */
export const EMPLOYEE_SCREEN_MSG = {
  switchSite: 'Are you sure to switch site?',
  setDefaultFailed: 'Could not set default image',
  deletePhotoFailed: 'Could not delete photo',
  roleChangeWarning: 'Please sync the data of the previous role first before changing the role.',
  noEmployees: 'No Employees found',
} as const;
