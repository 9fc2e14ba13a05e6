import type { ReactNode } from 'react';
import { Layout, Menu } from 'antd';
import { Link } from 'react-router';
import type { AuthorisedRoute } from '@portal/contracts';
import { routeIcon } from './route-icon.tsx';

/** The user's authorised menu routes, in the server's order, and what goes below them (`footer`). */
export function SideMenu(props: {
  routes: readonly AuthorisedRoute[];
  activePath: string | undefined;
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
  footer?: ReactNode;
}) {
  return (
    <Layout.Sider
      width={256}
      collapsedWidth={64}
      collapsed={props.collapsed}
      onBreakpoint={props.onCollapse}
      breakpoint="lg"
      trigger={null}
      className="shell-sider"
    >
      <nav aria-label="Main menu" id="main-menu">
        <Menu
          mode="inline"
          inlineCollapsed={props.collapsed}
          selectedKeys={props.activePath ? [props.activePath] : []}
          style={{ borderInlineEnd: 'none', paddingTop: 8 }}
          items={props.routes.map((r) => ({
            key: r.path,
            icon: routeIcon(r.icon),
            label: <Link to={r.path}>{r.title}</Link>,
          }))}
        />
      </nav>
      {props.footer && <div className="shell-sider-footer">{props.footer}</div>}
    </Layout.Sider>
  );
}
