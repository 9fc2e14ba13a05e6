import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { AuthUser } from '@portal/contracts';
import { AuthContext, type AuthState } from '../lib/auth-context.ts';
import { AuthProvider } from '../app/auth/auth-provider.tsx';
import { createQueryClient } from '../app/query-client.ts';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  /** The URL the router starts at. */
  at?: string;
  /** The route pattern the element is mounted at (for pages that read params). */
  path?: string;
  /** A fixed signed-in session instead of the real provider. */
  user?: AuthUser;
  auth?: Partial<AuthState>;
}

/** Renders a screen inside the app's providers; `location()` tells where the router went. */
export function renderScreen(ui: ReactElement, options: Options = {}) {
  const queryClient = createQueryClient();
  const outlet = <Outlet />;
  // A data router, as in the app (screens may hold a navigation with useBlocker).
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {options.user ? (
              <AuthContext.Provider value={stubAuth(options.user, options.auth)}>
                {outlet}
              </AuthContext.Provider>
            ) : (
              <AuthProvider>{outlet}</AuthProvider>
            )}
            <LocationProbe />
          </>
        ),
        children: [{ path: options.path ?? '*', element: ui }],
      },
    ],
    { initialEntries: [options.at ?? '/'] },
  );
  const tree = (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>
  );
  const result = render(tree);
  return {
    ...result,
    queryClient,
    location: () => result.getByTestId('location').textContent,
  };
}

function stubAuth(user: AuthUser, overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: 'signed-in',
    user,
    signIn: () => {},
    replaceToken: () => {},
    updateUser: () => {},
    signOut: async () => {},
    retry: () => {},
    ...overrides,
  };
}

/** The antd form item (label, control and its messages) around the control with this label. */
export function formItemOf(control: HTMLElement): HTMLElement {
  const item = control.closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error('control is not inside a form item');
  return item;
}
