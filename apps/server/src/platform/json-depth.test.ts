import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MSG } from '@portal/contracts/fields';
import { bearer, createCompany, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts lists and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ note: '[[[[[[{{{{ "\\" [[[' }), 1)).toBe(false);
  });
});

/** Issue 37 defect 3: a body of brackets answered 500 after seconds and held every other call. */
describe.each(ENGINES)('deeply nested JSON on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const company = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = (url: string, body: string, token?: string) =>
    fetch(base + url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    });

  it.each([
    ['signed out', '/api/v1/request-password-reset', undefined],
    ['signed in', '/api/v1/sub-contractor-companies-add', 'admin'],
    ['on the punch upload', '/api/v1/punches/batch', 'admin'],
  ])('refuses nesting past the limit with 422, %s', async (_who, url, who) => {
    const res = await post(url, nested(20_000), who ? admin : undefined);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      body: FIELD_MSG.tooDeep(MAX_JSON_DEPTH),
    });
    const inObject = await post(url, `{"email":${nested(MAX_JSON_DEPTH)}}`, who ? admin : undefined);
    expect(inObject.status).toBe(422);
  });

  it('takes a body at the limit to its schema', async () => {
    const res = await post('/api/v1/request-password-reset', `{"email":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toHaveProperty('email');
  });

  it('answers /api/health quickly while eight nested bodies arrive at once', async () => {
    const bodies = Array.from({ length: 8 }, () => post('/api/v1/request-password-reset', nested(20_000)));
    const started = performance.now();
    const health = await fetch(`${base}/api/health`);
    const healthMs = performance.now() - started;
    const answers = await Promise.all(bodies);
    expect(health.status).toBe(200);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(422));
    // Today's main held health 4.5 s behind four 10 KB bodies; the refusal is one pass over the text.
    console.log(`health ${healthMs.toFixed(0)} ms`);
    expect(healthMs).toBeLessThan(500);
  });
});
