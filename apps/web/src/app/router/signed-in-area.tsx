import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFound } from '../../ui/not-found.tsx';
import { PublicPage } from '../../ui/public-page.tsx';
import { useAuth } from '../../lib/auth-context.ts';
import type { FromState } from './paths.ts';
import { isProductPath } from './paths.ts';
import { SessionGate } from './session-gate.tsx';

const AppShell = lazy(() => import('../shell/app-shell.tsx').then((m) => ({ default: m.AppShell })));

/**
 * Every path that is not a public page. Signed out, a screen of the product sends the visitor to sign
 * in (and back here afterwards); any other path is simply not found.
 */
export function SignedInArea() {
  const { user } = useAuth();
  const location = useLocation();
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
