import { describe, expect, it } from 'vitest';
import { ROUTE_DEFINITIONS } from '@portal/contracts';
import { ROUTE_ICONS } from './route-icon.tsx';

describe('route icons', () => {
  it('knows every icon the route list names', () => {
    const missing = ROUTE_DEFINITIONS.map((r) => r.icon).filter((name) => !(name in ROUTE_ICONS));
    expect(missing).toEqual([]);
  });
});
