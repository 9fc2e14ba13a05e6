import { lazy, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NotFound } from '../../ui/not-found.tsx';
import { PublicPage } from '../../ui/public-page.tsx';
import { useAuth } from '../../lib/auth-context.ts';
import type { FromState } from './paths.ts';
import { isProductPath } from './paths.ts';
import { loadShell, prefetchScreenData, preloadScreenCode } from './first-screen.ts';
import { SessionGate } from './session-gate.tsx';

const AppShell = lazy(() => loadShell().then((m) => ({ default: m.AppShell })));

/**
 * After a sign-in on this page (a visit with a stored session started all of this with the page:
 * startFirstScreen), the shell's and the screen's code and the screen's first data are asked for side
 * by side, not one after the other as each renders.
 */
function usePreloadFirstScreen() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    preloadScreenCode(pathname);
    prefetchScreenData(queryClient, user, pathname, search);
  }, [user, pathname, search, queryClient]);
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
