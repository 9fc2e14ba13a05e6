import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * The icons the server may name for a route (AuthorisedRoute.icon). Listed one by one so the bundle
 * carries only these; a name missing here shows a neutral icon (a unit test checks the route list).
 * @internal
 */
export const ROUTE_ICONS: Readonly<Record<string, ReactNode>> = {
  ApartmentOutlined: <ApartmentOutlined />,
  AuditOutlined: <AuditOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  ClockCircleOutlined: <ClockCircleOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  FieldTimeOutlined: <FieldTimeOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

const FALLBACK = <AppstoreOutlined />;

export function routeIcon(name: string): ReactNode {
  return ROUTE_ICONS[name] ?? FALLBACK;
}
