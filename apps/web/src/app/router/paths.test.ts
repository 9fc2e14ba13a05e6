import { describe, expect, it } from 'vitest';
import { createRoute } from '../../test/factories.ts';
import { afterSignInPath, findRoute, isProductPath, landingPath } from './paths.ts';

const profile = createRoute();
// A menu route the web has no screen for yet, and one that does not exist in the product at all.
const reports = createRoute({
  path: '/no-screen-yet',
  title: 'Reports',
  showInMenu: true,
  module: 'Reporting',
});

describe('route paths', () => {
  it('lands on Profile Settings when no menu route has a screen', () => {
    expect(landingPath([reports, profile])).toBe('/profile');
    expect(landingPath([])).toBe('/profile');
  });

  it('returns to the page asked for before sign-in, with its query', () => {
    const state = { from: { pathname: '/profile', search: '?tab=change-password', hash: '' } };
    expect(afterSignInPath(state, [profile])).toBe('/profile?tab=change-password');
  });

  it('goes to the first screen after signing in from / or /login or from nowhere', () => {
    expect(afterSignInPath({ from: { pathname: '/' } }, [profile])).toBe('/profile');
    expect(afterSignInPath({ from: { pathname: '/login' } }, [profile])).toBe('/profile');
    expect(afterSignInPath(null, [profile])).toBe('/profile');
  });

  it('finds the authorised route of a path, ignoring a trailing slash', () => {
    expect(findRoute([profile], '/profile/')?.title).toBe('Profile Settings');
    expect(findRoute([profile], '/jobs')).toBeUndefined();
  });

  it('tells screens of the product from unknown paths', () => {
    expect(isProductPath('/settings')).toBe(true);
    expect(isProductPath('/profile')).toBe(true);
    expect(isProductPath('/no-such-page')).toBe(false);
  });
});
