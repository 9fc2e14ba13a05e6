import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth-context.ts';
import { landingPath } from './paths.ts';
import { SessionGate } from './session-gate.tsx';

/** `/` opens the first screen of a signed-in user, else the sign-in page. */
export function HomeRedirect() {
  const { user } = useAuth();
  return (
    <SessionGate>
      <Navigate to={user ? landingPath(user.routes) : '/login'} replace />
    </SessionGate>
  );
}
