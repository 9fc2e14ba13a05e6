import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/contracts';
import { FIELD_MSG, MAX } from '@portal/contracts/fields';
import { bearer, createCompany, PASSWORD, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';

/** Issue 12's defects of the platform: proxies, logs, dates, sizes, control characters, unknown paths. */
describe.each(ENGINES)('request hygiene on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, { LOG_LEVEL: 'info' }, { logStream: { write: (l) => logLines.push(l) } });
    company = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(admin), payload });

  it('never writes mailed link tokens or file signatures into the log (defect 4)', async () => {
    const secrets = ['tok-Secret-1', 'code-Secret-2', 'sig-Secret-3', 'path-Secret-4'];
    await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${secrets[0]}` });
    await t.app.inject({ method: 'GET', url: `/userregisteration?code=${secrets[1]}&x=1` });
    await t.app.inject({ method: 'GET', url: `/api/v1/files/1/a.png?exp=1&sig=${secrets[2]}` });
    await t.app.inject({ method: 'GET', url: `/reset-token/${secrets[3]}` });
    const log = logLines.join('');
    expect(log).toContain('/api/v1/check-token?token=[Redacted]');
    expect(log).toContain('/reset-token/[Redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  describe('dates that do not exist or lie outside 1900-2100 (defect 5)', () => {
    const BAD_DATES = ['2025-02-30', '0000-01-01', '9999-12-31'];

    it('answer 422 with a field error on every date of every GET call', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const calls = Object.entries(doc.paths as Record<string, { get?: { parameters?: Param[] } }>)
        .map(([url, op]) => ({ url: url.replace(/\{\w+\}/g, '1'), params: op.get?.parameters ?? [] }))
        .filter((c) => c.params.some(isDate));
      expect(calls.map((c) => c.url)).toEqual(
        expect.arrayContaining([
          '/api/v1/time-sheet-list',
          '/api/v1/time-sheet-detail',
          '/api/v1/time-export-txt',
          '/api/v1/audit-log-list',
        ]),
      );
      for (const { url, params } of calls) {
        const valid = Object.fromEntries(
          params.filter((p) => p.in === 'query' && (p.required || isDate(p))).map((p) => [p.name, '1']),
        );
        for (const p of params.filter(isDate)) {
          valid[p.name] = p.name.startsWith('end') ? '2025-11-23' : '2025-11-17';
        }
        for (const p of params.filter(isDate)) {
          for (const bad of BAD_DATES) {
            const res = await get(`${url}?${new URLSearchParams({ ...valid, [p.name]: bad })}`);
            expect(res.statusCode, `${url} ${p.name}=${bad}`).toBe(422);
            expect(res.json().errors, `${url} ${p.name}=${bad}`).toHaveProperty([p.name]);
          }
        }
      }
    });

    it('answer 422 on the date-times of a body', async () => {
      const res = await send('POST', '/api/v1/add-time-entry', {
        emp_id: 1,
        job_id: 1,
        clock_in_date_time: '2025-02-30 07:00:00',
        clock_out_date_time: '9999-12-31 15:00:00',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        clock_in_date_time: FIELD_MSG.dateRange,
        clock_out_date_time: FIELD_MSG.dateRange,
      });
    });
  });

  describe('sizes (defect 6)', () => {
    const long = (n: number) => 'x'.repeat(n);

    it.each([
      ['/api/v1/sub-contractor-companies-add', { name: long(100_000) }, 'name', MAX.name],
      [
        '/api/v1/invite-meeting',
        {
          title: long(MAX.name + 1),
          location: long(MAX.location + 1),
          description: long(MAX.description + 1),
        },
        'location',
        MAX.location,
      ],
      [
        '/api/v1/employee-notification',
        { title: 'Hi', role: 'All', user_ids: [1], description: long(1_000_000) },
        'description',
        MAX.description,
      ],
    ])('refuses a string past its maximum in %s', async (url, payload, field, max) => {
      const res = await send('POST', url, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toBe(FIELD_MSG.tooLong(max));
    });

    it('refuses 100,000 ids and more entries than a bulk call takes, with 422 not a server error', async () => {
      const ids = Array.from({ length: 100_000 }, (_, i) => i + 1);
      const deleted = await send('POST', '/api/v1/time-entry-bulk-delete', { time_ids: ids });
      expect(deleted.statusCode).toBe(422);
      expect(deleted.json().errors).toEqual({ time_ids: FIELD_MSG.tooMany(MAX.batch) });
      const notified = await send('POST', '/api/v1/employee-notification', {
        title: 'Hi',
        role: 'All',
        description: 'Hello',
        user_ids: ids,
      });
      expect(notified.statusCode).toBe(422);
      expect(notified.json().errors).toEqual({ user_ids: FIELD_MSG.tooMany(MAX.recipients) });
      const entry = {
        emp_id: 1,
        job_id: 1,
        clock_in_date_time: '2025-11-17 07:00:00',
        clock_out_date_time: '2025-11-17 15:00:00',
      };
      const added = await send('POST', '/api/v1/add-time-entries', {
        type: 2,
        time_entries: Array.from({ length: MAX.batch + 1 }, () => entry),
      });
      expect(added.statusCode).toBe(422);
      expect(added.json().errors).toEqual({ time_entries: FIELD_MSG.tooMany(MAX.batch) });
    });

    it('refuses a body past the size limit with 413', async () => {
      const res = await send('POST', '/api/v1/sub-contractor-companies-add', { name: long(2_000_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: false, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    });
  });

  describe('control characters (defect 7)', () => {
    it.each([
      [
        'body',
        () => send('POST', '/api/v1/sub-contractor-companies-add', { name: 'Acme\u0000Coat' }),
        'name',
      ],
      [
        'a nested body field',
        () =>
          send('POST', '/api/v1/add-time-entries', {
            type: 1,
            time_entries: [{ emp_id: 1, job_id: 1, notes: 'late\u0000' }],
          }),
        'time_entries.0.notes',
      ],
      [
        'a search',
        () => get('/api/v1/audit-log-list?start_date=2025-11-17&end_date=2025-11-23&search=a%00b'),
        'search',
      ],
      ['a query field', () => get('/api/v1/meeting-list?company_code=%1B'), 'company_code'],
      [
        'a profile field',
        () => send('PUT', '/api/v1/profile', { phone_number: '201555\u00070123' }),
        'phone_number',
      ],
    ])('refuses one in %s with 422 on its field', async (_where, call, field) => {
      const res = await call();
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: FIELD_MSG.controlCharacter });
    });

    it('keeps tabs and line breaks of multi-line text', async () => {
      const res = await send('POST', '/api/v1/sub-contractor-companies-add', { name: 'Line\tone' });
      expect(res.statusCode).toBe(200);
    });
  });

  it('counts the client address the connection shows, not a made-up X-Forwarded-For (defect 3)', async () => {
    const limited = await startTestApp(engine, { AUTH_RATE_LIMIT: '1' });
    try {
      const attempt = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: `ghost${i}@test.example.com`, password: 'wrong-pass' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      // Five per address with a limit of one per account: the sixth address a client makes up is refused.
      for (let i = 0; i < 5; i++) expect((await attempt(i)).statusCode).toBe(422);
      expect((await attempt(5)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('takes the client address from X-Forwarded-For only from a proxy TRUST_PROXY names (defect 3)', async () => {
    expect(await recordedAddress(t, '198.51.100.7')).toBe('127.0.0.1');
    const behindProxy = await startTestApp(engine, { TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await recordedAddress(behindProxy, '198.51.100.7')).toBe('198.51.100.7');
    } finally {
      await behindProxy.close();
    }
  });

  it('answers an unknown API path with the JSON 404 while the web app is served (defect 12)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    const web = await startTestApp(engine, { WEB_DIST_DIR: dist }, { serveWeb: true });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/employees' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>portal</title>');
      for (const [method, url] of [
        ['GET', '/api/v1/nothing-here'],
        ['GET', '/api/v2/time-sheet-list?x=1'],
        ['HEAD', '/api/v1/nothing-here'],
        ['POST', '/api/v1/nothing-here'],
        ['DELETE', '/api/other'],
      ] as const) {
        const res = await web.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        if (method !== 'HEAD') {
          expect(res.json()).toEqual({
            status: false,
            message: MSG.notFound,
            code: 'not_found',
            data: null,
            errors: null,
          });
        }
      }
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

interface Param {
  name: string;
  in: string;
  required?: boolean;
}
const isDate = (p: Param) => p.in === 'query' && /date$/.test(p.name);

/** Signs in with an X-Forwarded-For header and answers the address the audit log recorded. */
async function recordedAddress(app: TestApp, forwardedFor: string) {
  const c = await createCompany(app.db);
  await app.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: c.users.admin.email, password: PASSWORD },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  const row = await app.db
    .selectFrom('audit_logs')
    .select('ip')
    .where('company_id', '=', c.id)
    .where('action', '=', 'Login')
    .executeTakeFirstOrThrow();
  return row.ip;
}
