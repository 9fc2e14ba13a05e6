import { matchPath } from 'react-router';
import { ROUTE_DEFINITIONS, type AuthorisedRoute } from '@portal/contracts';
import { SCREENS } from './screens.ts';

export const PROFILE_PATH = '/profile';

/** The authorised route a path belongs to, if any. */
export function findRoute(routes: readonly AuthorisedRoute[], pathname: string): AuthorisedRoute | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

function hasScreen(path: string): boolean {
  return Object.hasOwn(SCREENS, path);
}

/** Where a user lands after sign-in from / or /login: the first menu screen they may open, else Profile. */
export function landingPath(routes: readonly AuthorisedRoute[]): string {
  return routes.find((r) => r.showInMenu && hasScreen(r.path))?.path ?? PROFILE_PATH;
}

/** A screen of the product, authorised or not: signed-out visitors of one are sent to sign in first. */
export function isProductPath(pathname: string): boolean {
  return (
    ROUTE_DEFINITIONS.some((r) => matchPath({ path: r.path, end: true }, pathname) !== null) ||
    Object.keys(SCREENS).some((p) => matchPath({ path: p, end: true }, pathname) !== null)
  );
}

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The page to open after sign-in: the one that was asked for, except / and /login. */
export function afterSignInPath(state: unknown, routes: readonly AuthorisedRoute[]): string {
  const from = (state as FromState | null)?.from;
  if (!from || from.pathname === '/' || from.pathname === '/login') return landingPath(routes);
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
