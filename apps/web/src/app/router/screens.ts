import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ScreenEntry {
  Component: LazyExoticComponent<ComponentType>;
  /** Whether the screen shows the left menu; Profile Settings is a page of its own. */
  sideMenu: boolean;
}

function screen<M>(load: () => Promise<M>, exportName: keyof M, sideMenu = true): ScreenEntry {
  const Component = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  return { Component, sideMenu };
}

/**
 * The screens of the signed-in area by route path. The server decides which of these a user may open
 * (AuthUser.routes); a path it authorises that has no entry here shows Not Found. A feature registers
 * its screen by adding one line.
 */
export const SCREENS: Readonly<Record<string, ScreenEntry>> = {
  '/employee-timesheets': screen(
    () => import('../../features/timesheets/components/timesheets-page.tsx'),
    'TimesheetsPage',
  ),
  '/sub-contractor-timesheets': screen(
    () => import('../../features/timesheets/components/subcontractor-timesheets-page.tsx'),
    'SubcontractorTimesheetsPage',
  ),
  '/profile': screen(
    () => import('../../features/profile/components/profile-page.tsx'),
    'ProfilePage',
    false,
  ),
  '/jobs': screen(() => import('../../features/jobs/components/jobs-page.tsx'), 'JobsPage'),
  '/settings': screen(() => import('../../features/settings/components/settings-page.tsx'), 'SettingsPage'),
  '/sub_contractor_company': screen(
    () => import('../../features/subcontractor-companies/components/subcontractor-companies-page.tsx'),
    'SubcontractorCompaniesPage',
  ),
  '/employees': screen(
    () => import('../../features/employees/components/employees-page.tsx'),
    'EmployeesPage',
  ),
  '/meetings': screen(() => import('../../features/meetings/components/meetings-page.tsx'), 'MeetingsPage'),
  '/reports': screen(() => import('../../features/reports/components/reports-page.tsx'), 'ReportsPage'),
  '/logs_auditing': screen(() => import('../../features/audit-logs/components/logs-page.tsx'), 'LogsPage'),
};
