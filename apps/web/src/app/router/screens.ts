import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchEmployeeGrid, prefetchSubGrid } from '../../features/timesheets/prefetch-grid.ts';

export interface ScreenEntry {
  Component: LazyExoticComponent<ComponentType>;
  /** Whether the screen shows the left menu; Profile Settings is a page of its own. */
  sideMenu: boolean;
  /** Starts loading the screen's code (the same download the Component waits for). */
  preload(): void;
  /**
   * Asks for the screen's first data before its code has come, for the company's time zone and the
   * address's query.
   */
  prefetch?(client: QueryClient, tz: string, search: string): void;
}

function screen<M>(
  load: () => Promise<M>,
  exportName: keyof M,
  sideMenu = true,
  prefetch?: ScreenEntry['prefetch'],
): ScreenEntry {
  const Component = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  return { Component, sideMenu, preload: () => void load(), prefetch };
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
    true,
    prefetchEmployeeGrid,
  ),
  '/sub-contractor-timesheets': screen(
    () => import('../../features/timesheets/components/subcontractor-timesheets-page.tsx'),
    'SubcontractorTimesheetsPage',
    true,
    prefetchSubGrid,
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
