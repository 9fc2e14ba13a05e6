import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/contracts';
import { bearer, createCompany, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { isAllowed } from './access.ts';
import { writeAudit } from './audit.ts';
import { ValidationError } from './errors.ts';

describe('isAllowed', () => {
  const payroll = { Time_Sheets: ['tim_sht_read', 'tim_sht_read_write'], Logs_Auditing: ['audit_read'] };
  it.each([
    ['public', payroll, true],
    ['user', {}, true],
    [{ module: 'Time_Sheets' }, payroll, true],
    [{ module: 'Settings' }, payroll, false],
    [{ module: 'Logs_Auditing' }, payroll, true],
    [{ module: 'Logs_Auditing', write: true }, payroll, false],
    [{ module: 'Time_Sheets', write: true }, payroll, true],
    [{ module: 'Time_Sheets', permission: 'tim_sht_read_write' }, payroll, true],
    [{ module: 'Weekly_Approval_Payroll_Export', permission: 'pay_read_write' }, payroll, false],
  ] as const)('%j with %j -> %s', (access, permissions, expected) => {
    expect(isAllowed(access, permissions)).toBe(expected);
  });
});

describe.each(ENGINES)('platform on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      {},
      {
        // Probe routes that exercise the guard, the audit writer's transaction and the error body.
        register(app) {
          app.get(
            '/api/v1/probe/settings-read',
            { config: { access: { module: 'Settings' } } },
            async () => ({ ok: true }),
          );
          app.post(
            '/api/v1/probe/settings-write',
            { config: { access: { module: 'Settings', write: true } } },
            async () => ({ ok: true }),
          );
          app.post('/api/v1/probe/failing-change', { config: { access: 'user' } }, async (req) => {
            await app.ctx.db.transaction().execute(async (tx) => {
              await writeAudit(
                tx,
                req.actor(),
                { action: 'Probe', description: 'must roll back' },
                new Date(),
              );
              throw new ValidationError({ name: 'Please enter name!' });
            });
          });
          app.get('/api/v1/probe/crash', { config: { access: 'public' } }, async () => {
            throw new Error('database password is hunter2');
          });
        },
      },
    );
    company = await createCompany(t.db);
  });
  afterAll(() => t.close());

  it('lets a role read a module it holds and refuses writes without the write permission (403)', async () => {
    const office = await signIn(t.app, company.users.office.email);
    const admin = await signIn(t.app, company.users.admin.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/probe/settings-read', headers: bearer(office) }))
        .statusCode,
    ).toBe(403);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/settings-write',
      headers: bearer(office),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      status: false,
      message: MSG.forbidden,
      code: 'forbidden',
      data: null,
      errors: null,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/probe/settings-read', headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/probe/settings-write', headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 401 before looking at permissions', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/probe/settings-write' })).statusCode).toBe(
      401,
    );
  });

  it('keeps a verified token only while it is the same text and unexpired (401 for a tampered or expired one)', async () => {
    const token = await signIn(t.app, company.users.admin.email);
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/probe/settings-read', headers });
    expect((await read(bearer(token))).statusCode).toBe(200);
    expect((await read(bearer(token))).statusCode).toBe(200);
    const [head, body, signature] = token.split('.');
    // The first character: the last one's low bits are padding, which a decoder may ignore.
    const other = signature!.startsWith('A') ? 'B' : 'A';
    expect((await read(bearer(`${head}.${body}.${other}${signature!.slice(1)}`))).statusCode).toBe(401);

    const { sub, sid } = t.app.jwt.decode<{ sub: string; sid: string }>(token)!;
    const shortLived = t.app.jwt.sign({ sub, sid }, { expiresIn: 60 });
    expect((await read(bearer(shortLived))).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await read(bearer(shortLived))).statusCode).toBe(401);
      expect((await read(bearer(token))).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rolls the audit row back with the change it belongs to, and answers 422 with field errors', async () => {
    const token = await signIn(t.app, company.users.admin.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/failing-change',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: false,
      message: 'Please enter name!',
      errors: { name: 'Please enter name!' },
    });
    const rows = await t.db.selectFrom('audit_logs').select('id').where('action', '=', 'Probe').execute();
    expect(rows).toHaveLength(0);
  });

  it('hides the details of a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().message).toBe(MSG.tryAgain);
  });

  it('answers unknown API paths with 404 in the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 'not_found' });
  });

  it('serves health and the OpenAPI document generated from the schemas', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      engine,
    });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths;
    expect(
      paths['/api/v1/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(paths).toHaveProperty(['/api/v1/change-password']);
  });

  it('updates the profile phone, stored with +1, and audits it', async () => {
    const token = await signIn(t.app, company.users.office.email);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(token),
      payload: { phone_number: '12345' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ phone_number: MSG.profile.phoneInvalid });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(token),
      payload: { phone_number: '2015550123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone_number).toBe('+12015550123');
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('company_id', '=', company.id)
      .where('action', '=', 'Profile Update')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
