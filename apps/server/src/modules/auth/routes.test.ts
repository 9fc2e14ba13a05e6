import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/contracts';
import { bearer, createCompany, PASSWORD, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { mailText, startSmtpListener, type SmtpListener } from '@portal/test-support/smtp';
import { createLinkToken } from './service.ts';

describe.each(ENGINES)('auth API on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp(engine, { SMTP_URL: smtp.url }, { jobs: 'queues' });
    company = await createCompany(t.db);
    other = await createCompany(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });

  describe('POST /api/v1/login', () => {
    it('returns a token and the user with permissions, modules and authorised routes', async () => {
      const res = await login(company.users.payroll.email, PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(true);
      expect(body.data.token).toMatch(/^ey/);
      const user = body.data.user;
      expect(user).toMatchObject({
        email: company.users.payroll.email,
        role: 'Payroll',
        company_code: company.code,
      });
      expect(user.permissions.Time_Sheets).toEqual(expect.arrayContaining(['tim_sht_read_write']));
      expect(user.permissions.Weekly_Approval_Payroll_Export).toContain('pay_read_write');
      expect(user.permissions.Logs_Auditing).toEqual(['audit_read']);
      expect(user.modules).not.toContain('Settings');
      expect(user.routes.map((r: { path: string }) => r.path)).toContain('/profile');
      expect(typeof user.settingsID).toBe('number');
    });

    it('matches the address without regard to case', async () => {
      expect((await login(company.users.office.email.toUpperCase(), PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      [
        { email: '', password: '' },
        { email: MSG.login.emailRequired, password: MSG.login.passwordRequired },
      ],
      [{ email: 'not-an-email', password: 'x' }, { email: MSG.login.emailInvalid }],
      [{}, { email: MSG.login.emailRequired, password: MSG.login.passwordRequired }],
    ])('answers 422 with per-field errors for %j', async (payload, errors) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });

    it('answers an unknown address, a wrong password and an account without a password alike, so a failed sign-in does not tell which addresses have accounts (defect 10)', async () => {
      const c = await createCompany(t.db);
      await t.db
        .updateTable('users')
        .set({ password_hash: null, is_active: 0 })
        .where('id', '=', c.users.foreman.id)
        .execute();
      const wrong = await login(c.users.admin.email, 'nope-nope');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        message: MSG.login.badCredentials,
        errors: { password: MSG.login.badCredentials },
      });
      for (const [email, password] of [
        ['nobody@test.example.com', PASSWORD],
        [c.users.foreman.email, PASSWORD],
        [c.users.admin.email.toUpperCase(), 'another-wrong-one'],
      ] as const) {
        const res = await login(email, password);
        expect(res.statusCode).toBe(wrong.statusCode);
        expect(res.json()).toEqual(wrong.json());
      }
    });

    it('refuses a deactivated user', async () => {
      await t.db
        .updateTable('users')
        .set({ is_active: 0 })
        .where('id', '=', other.users.foreman.id)
        .execute();
      const res = await login(other.users.foreman.email, PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: MSG.login.inactive });
    });

    it('records sign-ins and failed sign-ins in the audit log of the user company', async () => {
      expect((await login(company.users.office.email, 'wrong-pass')).statusCode).toBe(422);
      await signIn(t.app, company.users.office.email);
      // The failed sign-in is written beside its answer, so that it takes as long as an unknown address.
      await vi.waitFor(async () => {
        const rows = await t.db
          .selectFrom('audit_logs')
          .selectAll()
          .where('company_id', '=', company.id)
          .execute();
        expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['Login', 'Login Failed']));
        expect(rows.every((r) => r.company_id === company.id)).toBe(true);
        expect(JSON.stringify(rows)).not.toContain(company.users.office.email);
      });
    });

    it('stores passwords as argon2id hashes', async () => {
      const u = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', company.users.admin.id)
        .executeTakeFirstOrThrow();
      expect(u.password_hash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('tokens', () => {
    it.each([
      ['no token', {}],
      ['a malformed token', { authorization: 'Bearer abc.def.ghi' }],
      [
        'a token signed with another secret',
        { authorization: 'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwic2lkIjoieCJ9.bm9wZQ' },
      ],
    ])('answers 401 with %s', async (_label, headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, code: 'unauthenticated' });
    });

    it('answers 401 once the token has expired', async () => {
      const short = await startTestApp(engine, { TOKEN_TTL: '3s' });
      try {
        const c = await createCompany(short.db);
        const token = await signIn(short.app, c.users.admin.email);
        expect(
          (await short.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).statusCode,
        ).toBe(200);
        // The clock moves past the expiry (counted in whole seconds) instead of the test waiting for it.
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 4_100);
        expect(
          (await short.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).statusCode,
        ).toBe(401);
      } finally {
        vi.useRealTimers();
        await short.close();
      }
    });

    it('revokes the token on logout and writes the sign-out to the audit log', async () => {
      const token = await signIn(t.app, company.users.admin.email);
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
      const row = await t.db
        .selectFrom('audit_logs')
        .select('action')
        .where('company_id', '=', company.id)
        .where('action', '=', 'Logout')
        .executeTakeFirst();
      expect(row).toBeDefined();
    });

    it('GET /api/v1/me returns the signed-in user only', async () => {
      const token = await signIn(t.app, other.users.admin.email);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
      expect(res.json().data).toMatchObject({ email: other.users.admin.email, company_code: other.code });
    });
  });

  describe('POST /api/v1/change-password', () => {
    const change = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/change-password', headers: bearer(token), payload });

    it.each([
      [
        { old_password: '', new_password: '', repeat_password: '' },
        {
          old_password: MSG.changePassword.oldRequired,
          new_password: MSG.changePassword.newRequired,
          repeat_password: MSG.changePassword.confirmRequired,
        },
      ],
      [
        { old_password: 'x', new_password: 'short', repeat_password: 'short' },
        { new_password: MSG.changePassword.tooShort },
      ],
      [
        { old_password: 'x', new_password: 'long-enough-1', repeat_password: 'long-enough-2' },
        { repeat_password: MSG.changePassword.mismatch },
      ],
      [
        {
          old_password: 'same-as-before-1',
          new_password: 'same-as-before-1',
          repeat_password: 'same-as-before-1',
        },
        { new_password: MSG.changePassword.sameAsOld },
      ],
    ])('answers 422 with field errors for %j', async (fields, errors) => {
      const c = await createCompany(t.db);
      const token = await signIn(t.app, c.users.office.email);
      const res = await change(token, { id: c.users.office.id, ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });

    it('refuses a wrong old password', async () => {
      const c = await createCompany(t.db);
      const token = await signIn(t.app, c.users.office.email);
      const res = await change(token, {
        id: c.users.office.id,
        old_password: 'wrong-one',
        new_password: 'new-pass-123',
        repeat_password: 'new-pass-123',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ old_password: MSG.changePassword.oldIncorrect });
    });

    it("refuses to change another user's password", async () => {
      const c = await createCompany(t.db);
      const token = await signIn(t.app, c.users.office.email);
      const res = await change(token, {
        id: c.users.admin.id,
        old_password: PASSWORD,
        new_password: 'new-pass-123',
        repeat_password: 'new-pass-123',
      });
      expect(res.statusCode).toBe(403);
    });

    it('changes the password, revokes older tokens and returns a fresh one', async () => {
      const c = await createCompany(t.db);
      const first = await signIn(t.app, c.users.office.email);
      const second = await signIn(t.app, c.users.office.email);
      const res = await change(first, {
        id: c.users.office.id,
        old_password: PASSWORD,
        new_password: 'new-pass-123',
        repeat_password: 'new-pass-123',
      });
      expect(res.statusCode).toBe(200);
      const fresh = res.json().data.token as string;
      for (const old of [first, second]) {
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(old) })).statusCode,
        ).toBe(401);
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(fresh) })).statusCode,
      ).toBe(200);
      expect((await login(c.users.office.email, PASSWORD)).statusCode).toBe(422);
      expect((await login(c.users.office.email, 'new-pass-123')).statusCode).toBe(200);
      const audit = await t.db
        .selectFrom('audit_logs')
        .select('action')
        .where('company_id', '=', c.id)
        .where('action', '=', 'Password Change')
        .execute();
      expect(audit).toHaveLength(1);
    });
  });

  describe('password reset', () => {
    it('answers the same for a known and an unknown address and mails a single-use link', async () => {
      const c = await createCompany(t.db);
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/v1/request-password-reset',
        payload: { email: c.users.payroll.email },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/v1/request-password-reset',
        payload: { email: 'ghost@test.example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toBe(MSG.reset.requested);

      const mail = await smtp.waitFor(c.users.payroll.email);
      const link = /http:\/\/portal\.test\/reset-token\/([A-Za-z0-9_-]+)/.exec(mailText(mail.raw));
      expect(link).not.toBeNull();
      const token = link![1]!;
      const stored = await t.db
        .selectFrom('password_reset_tokens')
        .select('token_hash')
        .where('user_id', '=', c.users.payroll.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);
      // Through the mail outbox, which keeps no link once the mail is sent; nothing for an unknown address.
      const outbox = (to: string) =>
        t.db
          .selectFrom('mail_outbox')
          .select(['purpose', 'status', 'text_body', 'html_body'])
          .where('to_address', '=', to)
          .execute();
      await expect
        .poll(() => outbox(c.users.payroll.email))
        .toEqual([{ purpose: 'password reset', status: 'sent', text_body: null, html_body: null }]);
      expect(await outbox('ghost@test.example.com')).toEqual([]);

      const check = await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${token}` });
      expect(check.statusCode).toBe(200);
      expect(check.json().data.email).toBe(c.users.payroll.email);

      const session = await signIn(t.app, c.users.payroll.email);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { token, password: 'reset-pass-1', password_confirmation: 'reset-pass-1' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe(MSG.reset.success);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session) })).statusCode,
      ).toBe(401);
      expect((await login(c.users.payroll.email, 'reset-pass-1')).statusCode).toBe(200);

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { token, password: 'other-pass-1', password_confirmation: 'other-pass-1' },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: MSG.reset.badToken });
      const recheck = await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${token}` });
      expect(recheck.statusCode).toBe(422);
      const audits = await t.db
        .selectFrom('audit_logs')
        .select(['action', 'description'])
        .where('company_id', '=', c.id)
        .execute();
      expect(audits.map((r) => r.action)).toEqual(
        expect.arrayContaining(['Password Reset Request', 'Password Reset']),
      );
      expect(JSON.stringify(audits)).not.toContain(c.users.payroll.email);
      expect(JSON.stringify(audits)).not.toContain(token);
    });

    it('ends every outstanding reset and invitation link of the account once one is used (defect 4)', async () => {
      const c = await createCompany(t.db);
      const user = { id: c.users.payroll.id, company_id: c.id };
      const older = await createLinkToken(t.app.ctx, t.db, user, 'reset', 60);
      const invite = await createLinkToken(t.app.ctx, t.db, user, 'invite', 60);
      const newer = await createLinkToken(t.app.ctx, t.db, user, 'reset', 60);
      const reset = (token: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/reset-password',
          payload: { token, password, password_confirmation: password },
        });
      expect((await reset(newer, 'newer-pass-1')).statusCode).toBe(200);
      for (const token of [older, invite]) {
        const check = await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${token}` });
        expect(check.statusCode).toBe(422);
        const res = await reset(token, 'attacker-pass-1');
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ token: MSG.reset.badToken });
      }
      expect((await login(c.users.payroll.email, 'newer-pass-1')).statusCode).toBe(200);
    });

    it('ends every outstanding link of the account when its password is changed (defect 4)', async () => {
      const c = await createCompany(t.db);
      const link = await createLinkToken(
        t.app.ctx,
        t.db,
        { id: c.users.office.id, company_id: c.id },
        'reset',
        60,
      );
      const token = await signIn(t.app, c.users.office.email);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/change-password',
        headers: bearer(token),
        payload: {
          id: c.users.office.id,
          old_password: PASSWORD,
          new_password: 'new-pass-123',
          repeat_password: 'new-pass-123',
        },
      });
      expect(changed.statusCode).toBe(200);
      const check = await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${link}` });
      expect(check.statusCode).toBe(422);
    });

    it('refuses an expired link', async () => {
      const c = await createCompany(t.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/request-password-reset',
        payload: { email: c.users.admin.email },
      });
      const mail = await smtp.waitFor(c.users.admin.email);
      const token = /reset-token\/([A-Za-z0-9_-]+)/.exec(mailText(mail.raw))![1]!;
      await t.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('user_id', '=', c.users.admin.id)
        .execute();
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${token}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: MSG.reset.badToken });
    });

    it.each([
      [{ email: '' }, { email: MSG.reset.mailRequired }],
      [{ email: 'nope' }, { email: MSG.reset.emailInvalid }],
    ])('validates the reset request %j', async (payload, errors) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/request-password-reset', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });

    it.each([
      [
        { token: 'x', password: '', password_confirmation: '' },
        {
          password: MSG.changePassword.newRequired,
          password_confirmation: MSG.changePassword.confirmRequired,
        },
      ],
      [
        { token: 'x', password: 'abcdefgh1', password_confirmation: 'abcdefgh2' },
        { password_confirmation: MSG.changePassword.mismatch },
      ],
      [
        { token: 'unknown-token', password: 'abcdefgh1', password_confirmation: 'abcdefgh1' },
        { token: MSG.reset.badToken },
      ],
    ])('validates the reset submit %j', async (payload, errors) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });
  });

  describe('rate limits', () => {
    it('lets the owner sign in from a device that signed in before while guesses from elsewhere lock the account (defect 3)', async () => {
      const limited = await startTestApp(engine, { AUTH_RATE_LIMIT: '3' });
      try {
        const c = await createCompany(limited.db);
        const attempt = (email: string, password: string, from: string, cookie?: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/v1/login',
            payload: { email, password },
            remoteAddress: from,
            headers: cookie ? { cookie } : {},
          });
        const signedIn = await attempt(c.users.admin.email, PASSWORD, '10.0.0.1');
        expect(signedIn.statusCode).toBe(200);
        const setCookie = String(signedIn.headers['set-cookie']);
        expect(setCookie).toMatch(/HttpOnly/);
        expect(setCookie).toMatch(/Path=\/api\/v1\/login/);
        const device = setCookie.split(';')[0]!;
        for (let i = 0; i < 4; i++) await attempt(c.users.admin.email, 'guess-' + i, `192.0.2.${i}`);
        expect((await attempt(c.users.admin.email, PASSWORD, '10.0.0.2')).statusCode).toBe(429);
        expect((await attempt(c.users.admin.email, PASSWORD, '10.0.0.1', device)).statusCode).toBe(200);
        // The cookie is the admin's: it neither helps another locked account nor can it be made up.
        for (let i = 0; i < 4; i++) await attempt(c.users.office.email, 'guess-' + i, `192.0.2.${i}`);
        expect((await attempt(c.users.office.email, PASSWORD, '10.0.0.1', device)).statusCode).toBe(429);
        const forged = device.replace(/\.[\w-]+$/, '.forged-signature');
        expect((await attempt(c.users.admin.email, PASSWORD, '10.0.0.1', forged)).statusCode).toBe(429);
        // A known device still has a limit of its own.
        for (let i = 0; i < 3; i++) await attempt(c.users.admin.email, 'guess-' + i, '10.0.0.1', device);
        expect((await attempt(c.users.admin.email, PASSWORD, '10.0.0.1', device)).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });

    it('counts only failed sign-ins: correct ones, from a new device each time, never reach the limit (issue 37 defect 6)', async () => {
      const limited = await startTestApp(engine, { AUTH_RATE_LIMIT: '3' });
      try {
        const c = await createCompany(limited.db);
        const attempt = (password: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/v1/login',
            payload: { email: c.users.admin.email, password },
          });
        for (let i = 0; i < 12; i++) expect((await attempt(PASSWORD)).statusCode).toBe(200);
        // Failures still count to the limit, the correct ones between them not at all.
        for (let i = 0; i < 2; i++) expect((await attempt('guess-' + i)).statusCode).toBe(422);
        expect((await attempt(PASSWORD)).statusCode).toBe(200);
        expect((await attempt('guess-2')).statusCode).toBe(422);
        expect((await attempt(PASSWORD)).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });

    it('limits old-password attempts of change-password per account (also of issue 12)', async () => {
      const limited = await startTestApp(engine, { AUTH_RATE_LIMIT: '3' });
      try {
        const c = await createCompany(limited.db);
        const token = await signIn(limited.app, c.users.office.email);
        const change = (old_password: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/v1/change-password',
            headers: bearer(token),
            payload: {
              id: c.users.office.id,
              old_password,
              new_password: 'new-pass-123',
              repeat_password: 'new-pass-123',
            },
          });
        for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`)).statusCode).toBe(422);
        const blocked = await change(PASSWORD);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toBe(MSG.tooManyAttempts);
      } finally {
        await limited.close();
      }
    });

    it('limits sign-in attempts per account, then per address', async () => {
      const limited = await startTestApp(engine, { AUTH_RATE_LIMIT: '3' });
      try {
        const c = await createCompany(limited.db);
        const attempt = (email: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/v1/login',
            payload: { email, password: 'wrong-pass' },
          });
        for (let i = 0; i < 3; i++) expect((await attempt(c.users.admin.email)).statusCode).toBe(422);
        const blocked = await attempt(c.users.admin.email);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({ status: false, message: MSG.tooManyAttempts });
        // Another account from the same address still gets through until the per-address limit (5x).
        expect((await attempt(c.users.office.email)).statusCode).toBe(422);
        for (let i = 0; i < 12; i++) await attempt(`x${i}@test.example.com`);
        expect((await attempt(c.users.payroll.email)).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('company isolation', () => {
    it('gives each user only their own company in the profile', async () => {
      const a = await signIn(t.app, company.users.admin.email);
      const b = await signIn(t.app, other.users.admin.email);
      const ra = (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(a) })).json().data;
      const rb = (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(b) })).json().data;
      expect(ra.company_code).toBe(company.code);
      expect(rb.company_code).toBe(other.code);
      expect(ra.settingsID).not.toBe(rb.settingsID);
    });
  });
});
