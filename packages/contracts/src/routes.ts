import { z } from 'zod';
import { MODULES, type ModuleName } from './permissions.ts';

/** A screen of the portal the server may authorise for a user. */
export const authorisedRouteSchema = z.object({
  path: z.string(),
  title: z.string(),
  breadcrumb: z.array(z.string()),
  icon: z.string(),
  showInMenu: z.boolean(),
  module: z.enum(MODULES).nullable(),
});
export type AuthorisedRoute = z.infer<typeof authorisedRouteSchema>;

type RouteDefinition = AuthorisedRoute & { module: ModuleName | null };

/**
 * Every screen of the spec, in menu order. `available` is false for screens whose issue has not landed
 * yet: the server leaves them out of every user's list so the menu never offers a dead end.
 */
export const ROUTE_DEFINITIONS: (RouteDefinition & { available: boolean })[] = [
  route('/employee-timesheets', 'Employee Timesheets', 'ClockCircleOutlined', 'Time_Sheets', true),
  route('/sub-contractor-timesheets', 'Sub Contractor Timesheets', 'FieldTimeOutlined', 'Time_Sheets', true),
  route('/employees', 'Employees', 'TeamOutlined', null, true),
  route('/meetings', 'Meetings', 'CalendarOutlined', 'Send_Custom_Notification', true),
  route(
    '/sub_contractor_company',
    'Sub Contractor Company',
    'ApartmentOutlined',
    'SubContractor_Company',
    true,
  ),
  route('/jobs', 'Jobs', 'EnvironmentOutlined', 'Job', true),
  route('/reports', 'Reports', 'FileTextOutlined', 'Reporting', true),
  route('/logs_auditing', 'Logs & Auditing', 'AuditOutlined', 'Logs_Auditing', true),
  route('/settings', 'Settings', 'SettingOutlined', 'Settings', true),
  { ...route('/profile', 'Profile Settings', 'UserOutlined', null, true), showInMenu: false },
];

function route(
  path: string,
  title: string,
  icon: string,
  module: ModuleName | null,
  available: boolean,
): RouteDefinition & { available: boolean } {
  return { path, title, breadcrumb: ['Home', title], icon, showInMenu: true, module, available };
}

/** The routes a user with these modules may open: a route with no module needs no authority. */
export function authorisedRoutes(modules: readonly string[]): AuthorisedRoute[] {
  return ROUTE_DEFINITIONS.filter(
    (r) => r.available && (r.module === null || modules.includes(r.module)),
  ).map(({ available: _available, ...r }) => r);
}
