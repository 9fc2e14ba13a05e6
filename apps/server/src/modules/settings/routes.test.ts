import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MSG, TIME_SETTING_FIELDS } from '@portal/contracts/settings';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { mailText, startSmtpListener, type SmtpListener } from '@portal/test-support/smtp';
import { createEmployee, createJob, punch } from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-20T22:00:00.000Z');
/** An SMTP block that is complete but for the field a case takes away. */
const SMTP = {
  smtp_server: 'mail.example.com',
  smtp_port: 587,
  smtp_username: '',
  smtp_from: 'portal@example.com',
};

describe.each(ENGINES)('settings calls on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let payroll: string;
  let office: string;
  let id: number;
  let theirs: number;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    [admin, payroll, office] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
    ]);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(admin) })).json().data;
    id = me.settingsID;
    theirs = (
      await t.db
        .selectFrom('settings')
        .select('id')
        .where('company_id', '=', other.id)
        .executeTakeFirstOrThrow()
    ).id;
    // What the form sends back: every field as GET gave it, the password left empty.
    const {
      smtp_password_set: _s,
      updated_at: _u,
      ...form
    } = (await get(`/api/v1/setting/${id}`)).json().data;
    valid = form;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token = admin) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
  const put = (payload: object, token = admin, sid = id) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/setting/${sid}`,
      headers: bearer(token),
      payload: { ...valid, ...payload },
    });
  const settingsAudits = () =>
    t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('action', '=', 'Settings Update')
      .orderBy('id')
      .execute();
  const stored = () => t.db.selectFrom('settings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('returns every setting but never the SMTP password', async () => {
    await t.db.updateTable('settings').set({ smtp_password: 'hunter2' }).where('id', '=', id).execute();
    const res = await get(`/api/v1/setting/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('hunter2');
    const data = res.json().data;
    expect(data).not.toHaveProperty('smtp_password');
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'company_code',
        'time_zone',
        ...TIME_SETTING_FIELDS,
        'gps_distance_threshold',
        'regular_time',
        'smtp_server',
        'smtp_port',
        'smtp_username',
        'smtp_password_set',
        'smtp_from',
        'smtp_to',
        'star_builder_schedule',
        'star_builder_last_synced',
        'cmic_companycode',
        'adp_company_code',
        'paychex_client_id',
        'quickbooks_company_name',
        'quickbooks_company_create_time',
        'updated_at',
      ].sort(),
    );
    expect(data).toMatchObject({
      id,
      company_code: company.code,
      time_zone: 'America/New_York',
      night_shift_check_time: '18:00:00',
      time_entry_split_threshold: '15:00:00',
      gps_distance_threshold: 3,
      regular_time: '40:00:00',
      smtp_port: 587,
      star_builder_schedule: '12:00PM, 07:00PM',
      smtp_password_set: true,
    });
  });

  it('answers 401 without a token, 403 without the Settings module and 404 for another company', async () => {
    for (const url of [`/api/v1/setting/${id}`, '/api/v1/database-info']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, office)).statusCode).toBe(403);
      expect((await get(url, payroll)).statusCode).toBe(403);
    }
    const res = await get(`/api/v1/setting/${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SETTINGS_MSG.notFound);
  });

  it.each([
    [{ gps_distance_threshold: '' }, 'gps_distance_threshold', SETTINGS_MSG.gps],
    [{ gps_distance_threshold: undefined }, 'gps_distance_threshold', SETTINGS_MSG.gps],
    [{ gps_distance_threshold: 0 }, 'gps_distance_threshold', SETTINGS_MSG.gps],
    [{ gps_distance_threshold: -1 }, 'gps_distance_threshold', SETTINGS_MSG.gps],
    [{ gps_distance_threshold: 'three' }, 'gps_distance_threshold', SETTINGS_MSG.gps],
    [{ smtp_port: -25 }, 'smtp_port', SETTINGS_MSG.portNegative],
    [{ smtp_port: '-1' }, 'smtp_port', SETTINGS_MSG.portNegative],
    [{ smtp_port: 'abc' }, 'smtp_port', SETTINGS_MSG.portInvalid],
    [{ smtp_port: 0 }, 'smtp_port', SETTINGS_MSG.portInvalid],
    [{ smtp_port: 58.7 }, 'smtp_port', SETTINGS_MSG.portInvalid],
    [{ smtp_port: 70000 }, 'smtp_port', SETTINGS_MSG.portInvalid],
    [{ ...SMTP, smtp_port: null }, 'smtp_port', SETTINGS_MSG.portInvalid],
    [{ smtp_username: 'two words' }, 'smtp_username', SETTINGS_MSG.username],
    [{ ...SMTP, smtp_username: '', smtp_password: 'secret' }, 'smtp_username', SETTINGS_MSG.username],
    [{ smtp_from: 'example.com' }, 'smtp_from', SETTINGS_MSG.from],
    [{ ...SMTP, smtp_from: '' }, 'smtp_from', SETTINGS_MSG.from],
    [{ smtp_server: 'smtp://mail.example.com' }, 'smtp_server', SETTINGS_MSG.smtpServer],
    [{ smtp_to: 'not-an-address' }, 'smtp_to', SETTINGS_MSG.smtpTo],
    [{ regular_time: '' }, 'regular_time', SETTINGS_MSG.normalWorkWeek],
    [{ regular_time: undefined }, 'regular_time', SETTINGS_MSG.normalWorkWeek],
    [{ regular_time: '00:00:00' }, 'regular_time', SETTINGS_MSG.normalWorkWeek],
    [{ regular_time: '40 hours' }, 'regular_time', SETTINGS_MSG.normalWorkWeek],
    [{ star_builder_schedule: '5pm and 7pm' }, 'star_builder_schedule', SETTINGS_MSG.schedule],
    [{ star_builder_schedule: '17:00, 19:00' }, 'star_builder_schedule', SETTINGS_MSG.schedule],
    [{ star_builder_schedule: '05:00PM,' }, 'star_builder_schedule', SETTINGS_MSG.schedule],
    [{ before_clock_in_rounding: '7 minutes' }, 'before_clock_in_rounding', SETTINGS_MSG.time],
    [{ night_shift_check_time: '24:00:00' }, 'night_shift_check_time', SETTINGS_MSG.time],
    [{ time_entry_split_threshold: '15:00' }, 'time_entry_split_threshold', SETTINGS_MSG.time],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', SETTINGS_MSG.timeZone],
    [{ id: 999999 }, 'id', SETTINGS_MSG.idMismatch],
  ])('refuses %j with its message on %s and writes no audit row', async (change, field, message) => {
    const before = await settingsAudits();
    const res = await put(change);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: false, message, errors: { [field]: message } });
    expect(await settingsAudits()).toHaveLength(before.length);
  });

  it('asks for a password when a server and user are given and none is stored', async () => {
    await t.db.updateTable('settings').set({ smtp_password: null }).where('id', '=', id).execute();
    const res = await put({ ...SMTP, smtp_username: 'portal', smtp_password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ smtp_password: SETTINGS_MSG.password });
    const withPassword = await put({ ...SMTP, smtp_username: 'portal', smtp_password: 'first-secret' });
    expect(withPassword.statusCode).toBe(200);
    // Stored now: the form may leave the password empty from here on.
    expect((await put({ ...SMTP, smtp_username: 'portal', smtp_password: '' })).statusCode).toBe(200);
    expect((await stored()).smtp_password).toBe('first-secret');
  });

  it('updates the settings, keeps a stored password when none is sent, and audits what changed', async () => {
    const res = await put({
      ...SMTP,
      smtp_username: 'portal',
      gps_distance_threshold: '2.5',
      star_builder_schedule: '05:00PM, 7:00pm',
      regular_time: '45:30:00',
      smtp_port: '2525',
      break_time: '',
      smtp_password: 'second-secret',
      company_code: 'IGNORED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SETTINGS_MSG.updated);
    expect(res.json().data).toMatchObject({
      company_code: company.code,
      gps_distance_threshold: 2.5,
      star_builder_schedule: '05:00PM, 7:00pm',
      regular_time: '45:30:00',
      smtp_port: 2525,
      break_time: null,
      smtp_password_set: true,
      updated_at: NOW.toISOString(),
    });
    expect(res.body).not.toContain('second-secret');
    const row = await stored();
    expect(row).toMatchObject({ smtp_password: 'second-secret', updated_by: company.users.admin.id });

    const { smtp_password_set: _s, updated_at: _u, ...form } = res.json().data;
    valid = form;
    expect((await put({ smtp_password: '' })).statusCode).toBe(200);
    expect((await stored()).smtp_password).toBe('second-secret');
    const audits = (await settingsAudits()).map((a) => a.description);
    expect(audits.at(-2)).toBe(
      [
        'break_time: 00:30:00 -> unset',
        'gps_distance_threshold: 3 -> 2.5',
        'regular_time: 40:00:00 -> 45:30:00',
        'smtp_port: 587 -> 2525',
        'star_builder_schedule: 12:00PM, 07:00PM -> 05:00PM, 7:00pm',
        'smtp_password changed',
      ].join('; '),
    );
    expect(audits.at(-1)).toBe('Saved with no changes');
    expect(audits.join(' ')).not.toMatch(/secret/);
  });

  it('stores the time zone by its canonical IANA name', async () => {
    const res = await put({ time_zone: 'us/pacific' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.time_zone).toBe('America/Los_Angeles');
    expect((await put({ time_zone: 'America/New_York' })).json().data.time_zone).toBe('America/New_York');
  });

  it('needs settings_read_write to save and answers 404 for another company', async () => {
    expect((await put({}, payroll)).statusCode).toBe(403);
    expect((await put({}, office)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/setting/${id}`, payload: valid })).statusCode,
    ).toBe(401);
    expect((await put({ id: theirs }, admin, theirs)).statusCode).toBe(404);
    const untouched = await t.db
      .selectFrom('settings')
      .select('gps_distance_threshold')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(untouched.gps_distance_threshold).toBe(3);
  });

  it('rounds a newly ingested punch by the changed rounding window, and leaves earlier entries alone', async () => {
    const job = await createJob(t.db, company.id);
    const first = await createEmployee(t.db, company.id);
    const a = await punch(t.app, admin, {
      employee_id: first,
      job_id: job,
      type: 'in',
      device_time: '2026-11-19T06:50:00-05:00',
    });
    const before = await t.db
      .selectFrom('time_entries')
      .select('clock_in_at')
      .where('id', '=', a.json().data.time_entry_id)
      .executeTakeFirstOrThrow();
    expect(before.clock_in_at).toBe('2026-11-19T11:50:00.000Z');

    expect((await put({ before_clock_in_rounding: '00:15:00' })).statusCode).toBe(200);
    const second = await createEmployee(t.db, company.id);
    const b = await punch(t.app, admin, {
      employee_id: second,
      job_id: job,
      type: 'in',
      device_time: '2026-11-19T06:50:00-05:00',
    });
    const after = await t.db
      .selectFrom('time_entries')
      .select('clock_in_at')
      .where('id', '=', b.json().data.time_entry_id)
      .executeTakeFirstOrThrow();
    expect(after.clock_in_at).toBe('2026-11-19T12:00:00.000Z');
    const unchanged = await t.db
      .selectFrom('time_entries')
      .select('clock_in_at')
      .where('id', '=', a.json().data.time_entry_id)
      .executeTakeFirstOrThrow();
    expect(unchanged.clock_in_at).toBe('2026-11-19T11:50:00.000Z');
  });

  it('sends a test mail through the saved SMTP settings, to smtp_to or else the caller', async () => {
    const port = Number(new URL(smtp.url).port);
    const loopback = {
      smtp_server: '127.0.0.1',
      smtp_port: port,
      smtp_username: '',
      smtp_from: 'portal@summit.example.com',
    };
    expect((await put({ ...loopback, smtp_to: 'office-inbox@summit.example.com' })).statusCode).toBe(200);
    const res = await post(`/api/v1/setting/${id}/test-mail`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SETTINGS_MSG.testMailSent('office-inbox@summit.example.com'),
      data: { to: 'office-inbox@summit.example.com' },
    });
    const mail = await smtp.waitFor('office-inbox@summit.example.com');
    expect(mailText(mail.raw)).toContain('They work.');
    expect(mail.raw).toContain('portal@summit.example.com');

    expect((await put({ ...loopback, smtp_to: '' })).statusCode).toBe(200);
    const toCaller = await post(`/api/v1/setting/${id}/test-mail`);
    expect(toCaller.json().data.to).toBe(company.users.admin.email);
    await smtp.waitFor(company.users.admin.email);

    const audits = await t.db
      .selectFrom('audit_logs')
      .select('description')
      .where('action', '=', 'Settings Test Mail')
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('answers 422 with the reason when the test mail cannot be sent', async () => {
    // A user on a server that offers no sign-in: the loopback listener refuses the login.
    const port = Number(new URL(smtp.url).port);
    expect(
      (
        await put({
          smtp_server: '127.0.0.1',
          smtp_port: port,
          smtp_username: 'nobody',
          smtp_password: 'wrong',
          smtp_from: 'portal@summit.example.com',
        })
      ).statusCode,
    ).toBe(200);
    const failed = await post(`/api/v1/setting/${id}/test-mail`);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toMatch(/^The test mail could not be sent: .+/);
    expect(failed.json().errors.smtp_server).toBe(failed.json().message);
    expect(failed.body).not.toContain('wrong');
  });

  it('needs settings_read_write for the test mail and keeps to the own company', async () => {
    expect((await post(`/api/v1/setting/${id}/test-mail`, payroll)).statusCode).toBe(403);
    expect((await post(`/api/v1/setting/${theirs}/test-mail`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/setting/${id}/test-mail` })).statusCode).toBe(
      401,
    );
  });

  it('tells the engine and size of the database', async () => {
    const res = await get('/api/v1/database-info');
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info).toEqual({
      engine,
      size_bytes: expect.any(Number),
      backup_available: engine === 'sqlite',
    });
    expect(info.size_bytes).toBeGreaterThan(0);
  });

  it('downloads a backup of the own company on SQLite, and refuses it on PostgreSQL', async () => {
    expect((await get('/api/v1/database-backup', payroll)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/database-backup' })).statusCode).toBe(401);
    const backupDirs = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('portal-backup-'));
    const earlier = backupDirs();
    // The other company has sessions too, and the live database has statistics that sample every
    // index's keys (sign-in e-mails, company codes, session ids), as a long-running file has.
    await signIn(t.app, other.users.payroll.email);
    const otherSessions = (
      await t.db.selectFrom('sessions').select('token_id').where('company_id', '=', other.id).execute()
    ).map((s) => s.token_id);
    expect(otherSessions.length).toBeGreaterThan(0);
    if (engine === 'sqlite') await sql`analyze`.execute(t.db);
    const res = await get('/api/v1/database-backup');
    if (engine === 'postgres') {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: SETTINGS_MSG.backupSqliteOnly,
        code: 'backup_unavailable',
      });
      return;
    }
    expect(res.statusCode).toBe(200);
    // 22:00Z on the 20th is 17:00 in New York: the company's date names the file.
    expect(res.headers['content-disposition']).toBe('attachment; filename="portal-backup-2026-11-20.sqlite"');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-check-'));
    const file = path.join(dir, 'b.sqlite');
    fs.writeFileSync(file, res.rawPayload);
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const count = (query: string) => (copy.prepare(query).get() as { n: number }).n;
      expect(count("select count(*) as n from sqlite_master where type = 'table'")).toBeGreaterThan(20);
      expect(copy.prepare('select id from companies').pluck().all()).toEqual([company.id]);
      expect(count('select count(*) as n from users')).toBe(4);
      expect(count(`select count(*) as n from settings where company_id = ${other.id}`)).toBe(0);
      expect(count('select count(*) as n from kysely_migration')).toBeGreaterThan(0);
      // The planner's statistics were gathered again, from this company's rows only.
      expect(count("select count(*) as n from sqlite_stat1 where tbl = 'users'")).toBeGreaterThan(0);
    } finally {
      copy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Nothing of the other company anywhere in the file: not in a row, a statistics sample or a free page.
    const bytes = res.rawPayload.toString('latin1');
    expect(bytes).toContain(company.users.admin.email);
    const theirValues = [other.code, ...Object.values(other.users).map((u) => u.email), ...otherSessions];
    expect(theirValues.filter((value) => bytes.includes(value))).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['company_id', 'user_id'])
      .where('action', '=', 'Database Backup')
      .execute();
    expect(audit).toEqual([{ company_id: company.id, user_id: company.users.admin.id }]);
    // The temporary copy goes once the download stream has closed.
    await expect.poll(() => backupDirs().filter((d) => !earlier.includes(d))).toEqual([]);
  });
});
