import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { MSG } from '@portal/contracts';
import { EMPLOYEE_MSG, INVITE_STATUS } from '@portal/contracts/employees';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import type { DB } from '../../db/schema.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows, createEmployee } from '../../../test/people.ts';
import { mailText, startSmtpListener, type SmtpListener } from '@portal/test-support/smtp';

describe.each(ENGINES)('POST /api/v1/register on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let office: string;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp(engine, { SMTP_URL: smtp.url }, { jobs: 'queues' });
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
    office = await signIn(t.app, company.users.office.email);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let seq = 0;
  const address = () => `invitee.${++seq}.${company.code.toLowerCase()}@crew.example.com`;
  const register = (payload: object, token = office) =>
    t.app.inject({ method: 'POST', url: '/api/v1/register', headers: bearer(token), payload });
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).map((m) => mailText(m.raw));
  const codeIn = (text: string) => /userregisteration\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('invites a Field User to the mobile app: account, +1 phone, Re-Invite status, mailed single-use code', async () => {
    const employee = await createEmployee(t.db, company.id, {
      first_name: 'Rosa',
      role_id: company.roles.Foreman,
    });
    const email = address();
    const res = await register({
      emp_id: employee.id,
      role: company.roles['Field User'],
      email,
      phone: '2015550123',
      register_type: 'mobile',
    });
    expect(res.statusCode).toBe(200);
    const saved = EMPLOYEE_MSG.invited({ role: 'Field User', email, phone: '+12015550123' });
    expect(res.json()).toMatchObject({
      status: true,
      message: saved,
      data: {
        msg: saved,
        register_type: 'mobile',
        invite_status: INVITE_STATUS.invited,
      },
    });

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('employee_id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      company_id: company.id,
      role_id: company.roles['Field User'],
      email,
      phone_number: '+12015550123',
      register_type: 'mobile',
      password_hash: null,
      name: `Rosa ${employee.last_name}`,
    });
    const row = await t.db
      .selectFrom('employees')
      .select(['invite_status', 'role_id', 'email', 'phone'])
      .where('id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      invite_status: 2,
      role_id: company.roles['Field User'],
      email,
      phone: '+12015550123',
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/employee/${employee.id}`,
      headers: bearer(office),
    });
    expect(detail.json().data).toMatchObject({
      invite_status: 2,
      role_name: 'Field User',
      app_user: {
        id: user.id,
        email,
        phone_number: '+12015550123',
        role_name: 'Field User',
        register_type: 'mobile',
      },
    });

    await smtp.waitFor(email);
    const text = mailsTo(email)[0]!;
    expect(text).toContain('http://portal.test/userregisteration?code=');
    const code = codeIn(text)!;
    // The second link sets up the field app in the phone's browser with the same code.
    expect(text).toContain(`http://portal.test/field/invite?code=${code}`);
    const token = await t.db
      .selectFrom('password_reset_tokens')
      .select(['purpose', 'token_hash'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(token.purpose).toBe('mobile-invite');
    expect(token.token_hash).not.toContain(code);
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${code}` });
    expect(check.json().data).toEqual({ email, purpose: 'mobile-invite' });

    const audit = await auditRows(t.db, company.id, 'Employee Invite');
    expect(audit.at(-1)).toMatchObject({
      entity: 'employee',
      entity_id: String(employee.id),
      user_id: company.users.office.id,
    });
    expect(audit.at(-1)!.description).not.toContain(email);
  });

  it('Re-Invite updates the same account and voids the older code; the new code sets a password and signs in', async () => {
    const employee = await createEmployee(t.db, company.id);
    const first = address();
    await register({ emp_id: employee.id, role: company.roles.Foreman, email: first, phone: '+12015550100' });
    await smtp.waitFor(first);
    const oldCode = codeIn(mailsTo(first)[0]!)!;

    const second = address();
    const res = await register({
      emp_id: employee.id,
      role: String(company.roles['Field User']),
      email: second.toUpperCase(),
      phone: '(201) 555-0199',
    });
    expect(res.statusCode).toBe(200);
    await smtp.waitFor(second);
    const newCode = codeIn(mailsTo(second)[0]!)!;

    const users = await t.db.selectFrom('users').selectAll().where('employee_id', '=', employee.id).execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      email: second,
      phone_number: '+12015550199',
      role_id: company.roles['Field User'],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${oldCode}` })).statusCode,
    ).toBe(422);
    expect(await auditRows(t.db, company.id, 'Employee Re-Invite')).not.toHaveLength(0);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token: newCode, password: 'mobile-pass-1', password_confirmation: 'mobile-pass-1' },
    });
    expect(set.statusCode).toBe(200);
    const mobile = await signIn(t.app, second, 'mobile-pass-1');
    const meetings = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mobile/meetings',
      headers: bearer(mobile),
    });
    expect(meetings.statusCode).toBe(200);
  });

  it('invites to the web portal with a set-password link the invitee follows through to signing in', async () => {
    const employee = await createEmployee(t.db, company.id);
    const email = address();
    const res = await register(
      { emp_id: employee.id, role: company.roles.Payroll, email, phone: '2015550111', register_type: 'web' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.register_type).toBe('web');

    await smtp.waitFor(email);
    const link = /http:\/\/portal\.test\/reset-token\/([A-Za-z0-9_-]+)/.exec(mailsTo(email)[0]!);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${token}` });
    expect(check.json().data).toEqual({ email, purpose: 'invite' });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token, password: 'portal-pass-1', password_confirmation: 'portal-pass-1' },
    });
    expect(set.statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'portal-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email, role: 'Payroll', company_code: company.code });
  });

  it.each([
    [
      { email: '', phone: '' },
      { email: EMPLOYEE_MSG.emailRequired, phone: EMPLOYEE_MSG.phoneRequired },
    ],
    [
      { email: undefined, phone: undefined },
      { email: EMPLOYEE_MSG.emailRequired, phone: EMPLOYEE_MSG.phoneRequired },
    ],
    [
      { email: 'not-an-email', phone: '12345' },
      { email: EMPLOYEE_MSG.emailInvalid, phone: EMPLOYEE_MSG.phoneDigits },
    ],
    [{ phone: '+44 20 7946 0958' }, { phone: EMPLOYEE_MSG.phoneDigits }],
    [{ phone: '20155501234' }, { phone: EMPLOYEE_MSG.phoneDigits }],
    [{ role: undefined }, { role: EMPLOYEE_MSG.roleRequired }],
    [{ emp_id: '' }, { emp_id: EMPLOYEE_MSG.employeeRequired }],
    [{ register_type: 'desktop' }, { register_type: expect.any(String) }],
  ])('answers 422 with the field messages for %j', async (fields, errors) => {
    const employee = await createEmployee(t.db, company.id);
    const res = await register({
      emp_id: employee.id,
      role: company.roles.Foreman,
      email: address(),
      phone: '2015550123',
      ...fields,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('refuses a register_type that does not match the role', async () => {
    const employee = await createEmployee(t.db, company.id);
    const asWeb = await register({
      emp_id: employee.id,
      role: company.roles.Foreman,
      email: address(),
      phone: '2015550123',
      register_type: 'web',
    });
    expect(asWeb.statusCode).toBe(422);
    expect(asWeb.json().errors).toEqual({ register_type: EMPLOYEE_MSG.registerType('mobile') });
    const asMobile = await register(
      {
        emp_id: employee.id,
        role: company.roles.Office,
        email: address(),
        phone: '2015550123',
        register_type: 'mobile',
      },
      admin,
    );
    expect(asMobile.json().errors).toEqual({ register_type: EMPLOYEE_MSG.registerType('web') });
  });

  it('answers an address another account holds, in this company or another, as an unused one, and mails its holder (issue 37 defect 7)', async () => {
    const invite = async (email: string) => {
      const employee = await createEmployee(t.db, company.id, { first_name: 'Held' });
      const res = await register({
        emp_id: employee.id,
        role: company.roles.Foreman,
        email,
        phone: '2015550123',
      });
      const row = await t.db
        .selectFrom('employees')
        .select(['invite_status', 'email'])
        .where('id', '=', employee.id)
        .executeTakeFirstOrThrow();
      const audits = await auditRows(t.db, company.id, 'Employee Invite');
      const audit = audits.find((a) => a.entity_id === String(employee.id));
      return { res, row, audit: audit!, employee };
    };
    const unused = await invite(address());
    const answers = [];
    for (const email of [company.users.payroll.email, other.users.admin.email]) {
      const before = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const held = await invite(email);
      expect(held.res.statusCode).toBe(200);
      // The same answer as for the unused address, but for the address itself.
      expect(held.res.json()).toEqual(
        JSON.parse(JSON.stringify(unused.res.json()).replaceAll(unused.row.email!, email)),
      );
      expect(held.row).toEqual({ invite_status: INVITE_STATUS.invited, email });
      expect(held.audit.description).toBe(
        unused.audit.description
          .replace('Held ' + unused.employee.last_name, 'Held ' + held.employee.last_name)
          .replace(unused.employee.code, held.employee.code),
      );
      // The holder's account is untouched, and its holder learns they were invited, with no link.
      const after = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      await smtp.waitFor(email);
      const text = mailsTo(email).at(-1)!;
      expect(text).toContain('already belongs to an account');
      expect(text).not.toMatch(/reset-token|userregisteration/);
      answers.push(held.res.json());
    }
    expect(answers[1]).toEqual(
      JSON.parse(JSON.stringify(answers[0]).replaceAll(company.users.payroll.email, other.users.admin.email)),
    );
  });

  it("never lets an invitation take over an account stronger than the inviter's", async () => {
    for (const holder of [company.users.payroll, company.users.admin]) {
      const employee = await createEmployee(t.db, company.id);
      await t.db.updateTable('users').set({ employee_id: employee.id }).where('id', '=', holder.id).execute();
      const before = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', holder.id)
        .executeTakeFirstOrThrow();
      const attacker = address();
      for (const role of [company.roles['Field User'], company.roles.Office]) {
        const res = await register({ emp_id: employee.id, role, email: attacker, phone: '2015550123' });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ role: EMPLOYEE_MSG.accountTooStrong });
      }
      const after = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', holder.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      const links = await t.db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('user_id', '=', holder.id)
        .execute();
      expect(links).toEqual([]);
      expect(mailsTo(attacker)).toEqual([]);
      await signIn(t.app, holder.email);
    }
  });

  it('keeps the address, the password and the web access of an account someone signs in with', async () => {
    const employee = await createEmployee(t.db, company.id);
    const email = address();
    await register({ emp_id: employee.id, role: company.roles.Office, email, phone: '2015550123' }, admin);
    await smtp.waitFor(email);
    const token = /reset-token\/([A-Za-z0-9_-]+)/.exec(mailsTo(email)[0]!)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token, password: 'holder-pass-1', password_confirmation: 'holder-pass-1' },
    });
    expect(set.statusCode).toBe(200);

    const elsewhere = await register({
      emp_id: employee.id,
      role: company.roles.Office,
      email: address(),
      phone: '2015550123',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ email: EMPLOYEE_MSG.accountEmailKept });
    const toMobile = await register(
      { emp_id: employee.id, role: company.roles.Foreman, email, phone: '2015550123' },
      admin,
    );
    expect(toMobile.statusCode).toBe(422);
    expect(toMobile.json().errors).toEqual({ role: EMPLOYEE_MSG.accountStaysWeb });

    const again = await register({
      emp_id: employee.id,
      role: company.roles.Office,
      email: email.toUpperCase(),
      phone: '2015550188',
    });
    expect(again.statusCode).toBe(200);
    await signIn(t.app, email, 'holder-pass-1');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('employee_id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email,
      role_id: company.roles.Office,
      register_type: 'web',
      phone_number: '+12015550188',
    });
  });

  it('refuses a role with more permissions than the inviter holds', async () => {
    const employee = await createEmployee(t.db, company.id);
    const res = await register({
      emp_id: employee.id,
      role: company.roles.Administrator,
      email: address(),
      phone: '2015550123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ role: EMPLOYEE_MSG.roleTooStrong });
  });

  it("answers 404 for another company's employee and 422 for another company's role", async () => {
    const theirs = await createEmployee(t.db, other.id);
    const mine = await createEmployee(t.db, company.id);
    const payload = { role: company.roles.Foreman, email: address(), phone: '2015550123' };
    expect((await register({ ...payload, emp_id: theirs.id })).statusCode).toBe(404);
    const role = await register({ ...payload, emp_id: mine.id, role: other.roles.Foreman });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors).toEqual({ role: EMPLOYEE_MSG.roleUnknown });
  });

  it('answers 403 to Payroll (employees read only) and 401 without a token', async () => {
    const employee = await createEmployee(t.db, company.id);
    const payload = {
      emp_id: employee.id,
      role: company.roles.Foreman,
      email: address(),
      phone: '2015550123',
    };
    const payroll = await signIn(t.app, company.users.payroll.email);
    expect((await register(payload, payroll)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/register', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MSG.unauthenticated);
  });

  it('with no working mail server saves the invitation, says what was saved and that the mail is queued, and mails it once the server is back (defect 5)', async () => {
    const down = await startSmtpListener();
    await down.close();
    const noMail = await startTestApp(
      engine,
      { SMTP_URL: down.url, MAIL_RETRY_DELAY_SECONDS: '1' },
      { jobs: 'queues' },
    );
    let back: SmtpListener | undefined;
    try {
      const c = await createCompany(noMail.db);
      const employee = await createEmployee(noMail.db, c.id, { role_id: c.roles['Field User'] });
      const email = address();
      const res = await noMail.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        headers: bearer(await signIn(noMail.app, c.users.office.email)),
        payload: { emp_id: employee.id, role: c.roles.Foreman, email, phone: '2015550177' },
      });
      expect(res.statusCode).toBe(200);
      const saved = EMPLOYEE_MSG.invited({ role: 'Foreman', email, phone: '+12015550177' });
      expect(res.json()).toMatchObject({ status: true, message: saved, data: { msg: saved } });
      expect(saved).toMatch(/queued/);
      expect(await employeeRow(noMail.db, employee.id)).toEqual({
        invite_status: INVITE_STATUS.invited,
        role_id: c.roles.Foreman,
        email,
        phone: '+12015550177',
      });
      const outbox = () =>
        noMail.db
          .selectFrom('mail_outbox')
          .select(['status', 'last_error', 'purpose', 'company_id'])
          .where('to_address', '=', email)
          .executeTakeFirstOrThrow();
      await expect.poll(async () => (await outbox()).last_error).toMatch(/ECONNREFUSED/);
      expect(await outbox()).toMatchObject({ status: 'pending', purpose: 'invitation', company_id: c.id });

      back = await startSmtpListener({ port: down.port });
      const mail = await back.waitFor(email, 10_000);
      const code = codeIn(mailText(mail.raw))!;
      const check = await noMail.app.inject({ method: 'GET', url: `/api/v1/check-token?token=${code}` });
      expect(check.json().data).toEqual({ email, purpose: 'mobile-invite' });
      await expect.poll(async () => (await outbox()).status).toBe('sent');
    } finally {
      await noMail.close();
      await back?.close();
    }
  });

  it('changes nothing and mails nothing when the invitation cannot be stored with its mail', async () => {
    const employee = await createEmployee(t.db, company.id, { role_id: company.roles['Field User'] });
    const before = await employeeRow(t.db, employee.id);
    const email = address();
    await refuseOutboxRows(t.db, engine);
    try {
      const res = await register({
        emp_id: employee.id,
        role: company.roles.Foreman,
        email,
        phone: '2015550166',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await allowOutboxRows(t.db, engine);
    }
    expect(await employeeRow(t.db, employee.id)).toEqual(before);
    expect(
      await t.db.selectFrom('users').select('id').where('employee_id', '=', employee.id).execute(),
    ).toEqual([]);
    expect(
      (await auditRows(t.db, company.id, 'Employee Invite')).filter(
        (r) => r.entity_id === String(employee.id),
      ),
    ).toEqual([]);
    // Mail leaves only from an outbox row: with none written, nothing can be mailed, now or later.
    expect(
      await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute(),
    ).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });
});

const employeeRow = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('employees')
    .select(['invite_status', 'role_id', 'email', 'phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Makes the database refuse every new outbox row, as a full disk or a lost connection would. */
async function refuseOutboxRows(db: Kysely<DB>, engine: string) {
  if (engine === 'sqlite') {
    await sql`create trigger refuse_mail before insert on mail_outbox begin select raise(abort, 'outbox refused'); end`.execute(
      db,
    );
    return;
  }
  await sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`.execute(
    db,
  );
  await sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`.execute(
    db,
  );
}

async function allowOutboxRows(db: Kysely<DB>, engine: string) {
  if (engine === 'sqlite') {
    await sql`drop trigger refuse_mail`.execute(db);
    return;
  }
  await sql`drop trigger refuse_mail on mail_outbox`.execute(db);
  await sql`drop function refuse_mail()`.execute(db);
}
