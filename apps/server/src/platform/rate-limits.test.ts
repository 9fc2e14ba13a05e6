import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { openLimiterStore } from './rate-limits.ts';

describe.each(ENGINES)('sign-in limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { AUTH_RATE_LIMIT: '2', AUTH_RATE_WINDOW: '10 minutes' });
  });
  afterAll(() => t.close());

  it('says when to try again (Retry-After) once an account is past its limit', async () => {
    const c = await createCompany(t.db);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: c.users.payroll.email, password: 'wrong-pass' },
      });
    for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(422);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });
});

describe('sign-in limits in Redis', () => {
  it('count the attempts of every instance that shares the Redis', async () => {
    const stores = await Promise.all(
      [0, 1].map(() =>
        openLimiterStore({ redisUrl: 'redis://127.0.0.1:6379' }, { db: null!, engine: 'sqlite' }),
      ),
    );
    try {
      const prefix = `test-${randomUUID()}`;
      const [a, b] = stores.map((s) => s.limiter(prefix, 3, 60));
      await a!.consume('clerk@example.com');
      await b!.consume('clerk@example.com');
      await a!.consume('clerk@example.com');
      const refused = await b!.consume('clerk@example.com').catch((res: unknown) => res);
      expect(refused).toMatchObject({ remainingPoints: 0 });
      expect((refused as { msBeforeNext: number }).msBeforeNext).toBeGreaterThan(50_000);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});
