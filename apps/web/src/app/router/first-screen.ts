import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@portal/contracts';
import { tokenStorage } from '../../lib/token-storage.ts';
import { meQueryOptions } from '../auth/get-me.ts';
import { findRoute } from './paths.ts';
import { SCREENS } from './screens.ts';

export const loadShell = () => import('../shell/app-shell.tsx');

function screenAt(pathname: string) {
  return Object.hasOwn(SCREENS, pathname) ? SCREENS[pathname] : undefined;
}

/** Starts downloading the shell's code and the code of the screen at `pathname`. */
export function preloadScreenCode(pathname: string): void {
  void loadShell();
  screenAt(pathname)?.preload();
}

/** Asks for the first data of the screen at the address, when the user may open it. */
export function prefetchScreenData(client: QueryClient, user: AuthUser, pathname: string, search: string) {
  if (findRoute(user.routes, pathname))
    screenAt(pathname)?.prefetch?.(client, user.settings.time_zone, search);
}

/**
 * The first screen of a visit comes as fast as the network allows. Called before React renders
 * anything: with a stored session, the session check, then the shell's and the screen's code go out
 * at once, and the screen's first data as soon as the session is known, none of them waiting for a
 * render. A session that is no longer valid clears the token (api-client), and the app then opens
 * signed out.
 */
export function startFirstScreen(client: QueryClient): void {
  if (tokenStorage.get() === null) return;
  const { pathname, search } = window.location;
  client.fetchQuery(meQueryOptions()).then(
    (user) => prefetchScreenData(client, user, pathname, search),
    () => {},
  );
  preloadScreenCode(pathname);
}
