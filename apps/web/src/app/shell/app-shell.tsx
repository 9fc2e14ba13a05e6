import { Suspense, useState } from 'react';
import { Flex, Layout, Spin } from 'antd';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, type AuthUser } from '@portal/contracts';
import { Copyright } from '../../ui/copyright.tsx';
import { SyncButtons } from '../../features/sync/components/sync-buttons.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { findRoute } from '../router/paths.ts';
import { SCREENS } from '../router/screens.ts';
import { RouteBreadcrumb } from './route-breadcrumb.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import './shell.css';

/**
 * The signed-in frame: top bar, the menu of authorised screens, breadcrumb, the screen and the footer.
 * A path the user is not authorised for, or that has no screen here, shows Not Found.
 */
export function AppShell({ user }: { user: AuthUser }) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const queryClient = useQueryClient();
  const route = findRoute(user.routes, pathname);
  const screen = route ? SCREENS[route.path] : undefined;
  const menuRoutes = user.routes.filter((r) => r.showInMenu);
  const showMenu = (screen?.sideMenu ?? true) && menuRoutes.length > 0;
  const Screen = screen?.Component;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar
        user={user}
        menuToggle={showMenu ? { collapsed, onToggle: () => setCollapsed((c) => !c) } : null}
      />
      <Layout hasSider={showMenu}>
        {showMenu && (
          <SideMenu
            routes={menuRoutes}
            activePath={route?.path}
            collapsed={collapsed}
            onCollapse={setCollapsed}
            footer={
              // A sync changes employees, jobs, companies and the settings' last sync: all reload.
              <SyncButtons
                user={user}
                collapsed={collapsed}
                onSynced={() => queryClient.invalidateQueries()}
              />
            }
          />
        )}
        <Layout>
          <Layout.Content className="shell-content">
            <RouteBreadcrumb trail={route && Screen ? route.breadcrumb : ['Home', MSG.notFound]} />
            <ErrorBoundary resetKey={pathname}>
              <Suspense
                fallback={
                  <Flex justify="center" style={{ padding: 48 }}>
                    <Spin aria-label="Loading" />
                  </Flex>
                }
              >
                {Screen ? <Screen key={route?.path} /> : <NotFound />}
              </Suspense>
            </ErrorBoundary>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center' }}>
            <Copyright />
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
