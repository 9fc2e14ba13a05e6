import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { ErrorBoundary, ErrorResult } from '../../ui/error-boundary.tsx';
import { FullPageSpinner } from '../../ui/full-page-spinner.tsx';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { PublicOnly } from './public-only.tsx';
import { SignedInArea } from './signed-in-area.tsx';

const LoginPage = lazy(() =>
  import('../../features/auth/components/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const ResetRequestPage = lazy(() =>
  import('../../features/auth/components/reset-request-page.tsx').then((m) => ({
    default: m.ResetRequestPage,
  })),
);
const ResetTokenPage = lazy(() =>
  import('../../features/auth/components/reset-token-page.tsx').then((m) => ({ default: m.ResetTokenPage })),
);
const UserRegistrationPage = lazy(() =>
  import('../../features/registration/components/user-registration-page.tsx').then((m) => ({
    default: m.UserRegistrationPage,
  })),
);

/** Around every page: the session, and a reload offer when a page fails to render or to load. */
function Root() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AuthProvider>
  );
}

/**
 * The public pages by path; every other path is the signed-in area, where the screens of
 * screens.ts open as the server's route list allows (see SignedInArea and AppShell).
 */
const ROUTES: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorResult />,
    children: [
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      { path: '/reset-password', element: <ResetRequestPage /> },
      { path: '/reset-token/:token', element: <ResetTokenPage /> },
      { path: '/userregisteration', element: <UserRegistrationPage /> },
      { path: '/', element: <HomeRedirect /> },
      { path: '*', element: <SignedInArea /> },
    ],
  },
];

/** A data router, so that screens can hold a navigation (useBlocker), the browser's Back included. */
export const createAppRouter = () => createBrowserRouter(ROUTES);
