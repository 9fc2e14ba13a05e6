import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context.ts';
import { afterSignInPath } from './paths.ts';
import { SessionGate } from './session-gate.tsx';

/** The sign-in page: a signed-in user goes on to the page they asked for (or their first screen). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  return (
    <SessionGate>
      {user ? <Navigate to={afterSignInPath(location.state, user.routes)} replace /> : children}
    </SessionGate>
  );
}
