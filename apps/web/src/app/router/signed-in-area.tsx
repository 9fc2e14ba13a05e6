import { lazy, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NotFound } from '../../ui/not-found.tsx';
import { PublicPage } from '../../ui/public-page.tsx';
import { useAuth } from '../../lib/auth-context.ts';
import type { FromState } from './paths.ts';
import { findRoute, isProductPath } from './paths.ts';
import { SCREENS } from './screens.ts';
import { SessionGate } from './session-gate.tsx';

const loadShell = () => import('../shell/app-shell.tsx');
const AppShell = lazy(() => loadShell().then((m) => ({ default: m.AppShell })));

/**
 * The first screen of a visit comes as fast as the network allows: while the stored session is being
 * checked, the shell's and the screen's code load side by side (not one after the other as each
 * renders), and once the user is known the screen's first data is asked for, beside that code.
 */
function usePreloadFirstScreen() {
  const { user, status } = useAuth();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const screen = Object.hasOwn(SCREENS, pathname) ? SCREENS[pathname] : undefined;
  const started = useRef({ code: false, data: false });
  useEffect(() => {
    if (status === 'signed-out' || started.current.code) return;
    started.current.code = true;
    void loadShell();
    screen?.preload();
  }, [status, screen]);
  useEffect(() => {
    if (!user || started.current.data) return;
    started.current.data = true;
    if (findRoute(user.routes, pathname)) screen?.prefetch?.(queryClient, user.settings.time_zone, search);
  }, [user, screen, pathname, search, queryClient]);
}

/**
 * Every path that is not a public page. Signed out, a screen of the product sends the visitor to sign
 * in (and back here afterwards); any other path is simply not found.
 */
export function SignedInArea() {
  const { user } = useAuth();
  const location = useLocation();
  usePreloadFirstScreen();
  if (user) return <AppShell user={user} />;
  return (
    <SessionGate>
      {isProductPath(location.pathname) ? (
        <Navigate
          to="/login"
          replace
          state={
            {
              from: { pathname: location.pathname, search: location.search, hash: location.hash },
            } satisfies FromState
          }
        />
      ) : (
        <PublicPage>
          <NotFound homeLabel="Go to sign in" />
        </PublicPage>
      )}
    </SessionGate>
  );
}
