import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { mailText, startSmtpListener, type SmtpListener } from '@portal/test-support/smtp';
import type { QueuedMail } from '../mailer.ts';
import { retryDelaySeconds } from './mail-outbox.ts';

/** A loopback port with nothing listening on it: the SMTP server is down until a test starts one there. */
async function freePort(): Promise<number> {
  const probe = await startSmtpListener();
  await probe.close();
  return probe.port;
}

const outboxRow = (db: Kysely<DB>, id: number) =>
  db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the wait between tries', () => {
  it.each([
    [1, 30, 30],
    [2, 30, 60],
    [3, 30, 120],
    [7, 30, 1920],
    [1, 1, 1],
  ])('after %i tries with a %i s delay is %i s', (attempts, delay, expected) => {
    expect(retryDelaySeconds(attempts, delay)).toBe(expected);
  });
});

describe.each(ENGINES)('the mail outbox on %s', (engine) => {
  let t: TestApp;
  let port: number;
  let smtp: SmtpListener | undefined;
  let companyId: number;
  let payroll: { id: number; email: string };
  const logLines: string[] = [];
  let seq = 0;
  const address = () => `outbox.${engine}.${++seq}@crew.example.com`;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp(
      engine,
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_RETRY_DELAY_SECONDS: '1',
        MAIL_ATTEMPTS: '3',
        LOG_LEVEL: 'info',
      },
      { jobs: 'queues', logStream: { write: (line) => logLines.push(line) } },
    );
    const company = await createCompany(t.db);
    companyId = company.id;
    payroll = company.users.payroll;
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });
  afterAll(() => t.close());

  const mail = (to: string, text = 'Open http://portal.test/reset-token/secret-link-token'): QueuedMail => ({
    companyId,
    purpose: 'test',
    to,
    subject: 'Outbox test',
    text,
  });
  /** Queues mails in one transaction and answers their outbox ids. */
  async function queue(...mails: QueuedMail[]): Promise<number[]> {
    await t.app.ctx.mailer.transaction(async (tx, add) => {
      for (const m of mails) await add(m);
    });
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where(
        'to_address',
        'in',
        mails.map((m) => m.to),
      )
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  it('delivers a mail once its transaction commits, then keeps no body', async () => {
    smtp = await startSmtpListener({ port });
    const to = address();
    const [id] = await queue(mail(to, 'Hello from the outbox'));
    const received = await smtp.waitFor(to);
    expect(mailText(received.raw)).toContain('Hello from the outbox');
    await expect.poll(async () => (await outboxRow(t.db, id!)).status).toBe('sent');
    expect(await outboxRow(t.db, id!)).toMatchObject({
      attempts: 1,
      text_body: null,
      html_body: null,
      last_error: null,
      purpose: 'test',
      to_address: to,
    });
    expect((await outboxRow(t.db, id!)).sent_at).not.toBeNull();
  });

  it('tries again after the SMTP listener was down and delivers once it is back', async () => {
    const to = address();
    const [id] = await queue(mail(to));
    await expect
      .poll(async () => (await outboxRow(t.db, id!)).last_error, { timeout: 5_000 })
      .toMatch(/ECONNREFUSED/);
    expect((await outboxRow(t.db, id!)).status).toBe('pending');

    smtp = await startSmtpListener({ port });
    await smtp.waitFor(to, 10_000);
    await expect.poll(async () => (await outboxRow(t.db, id!)).status, { timeout: 5_000 }).toBe('sent');
    // Sent is final: a delivery takes a mail only while it is pending (or its sender died), so a retry
    // still on its way finds nothing to send.
    const sent = await outboxRow(t.db, id!);
    expect(sent).toMatchObject({ status: 'sent', locked_until: null, text_body: null });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('sends nothing and keeps nothing when the transaction rolls back', async () => {
    smtp = await startSmtpListener({ port });
    const to = address();
    await expect(
      t.app.ctx.mailer.transaction(async (tx, add) => {
        await add(mail(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const control = address();
    await queue(mail(control));
    await smtp.waitFor(control);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute()).toEqual(
      [],
    );
    expect(smtp.mails.filter((m) => m.to.includes(to))).toEqual([]);
  });

  it('fails a mail for good after the configured tries: last error kept, body cleared, audited, no link in the log', async () => {
    const to = address();
    const [id] = await queue(mail(to));
    await expect
      .poll(async () => (await outboxRow(t.db, id!)).status, { timeout: 15_000, interval: 250 })
      .toBe('failed');
    const failed = await outboxRow(t.db, id!);
    expect(failed).toMatchObject({ attempts: 3, text_body: null, html_body: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('action', '=', 'Mail Failed')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_name: 'System', entity: 'mail' });
    expect(audit.description).toContain(
      'The test mail to someone who is no longer a user could not be delivered (3 tries)',
    );
    expect(JSON.stringify(audit)).not.toContain(to);
    expect(JSON.stringify(audit)).not.toContain('reset-token');
    const log = logLines.join('\n');
    expect(log).toContain('mail failed for good');
    expect(log).not.toContain('secret-link-token');
    expect(log).not.toContain(to);
  }, 20_000);

  it('fails at once a mail whose recipient the server refuses for good (550), naming the user, not the address', async () => {
    const to = payroll.email;
    smtp = await startSmtpListener({ port, refuse: (a) => a === to });
    const [id] = await queue(mail(to));
    await expect.poll(async () => (await outboxRow(t.db, id!)).status).toBe('failed');
    const failed = await outboxRow(t.db, id!);
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/550/);
    expect(failed.last_error).not.toContain(to);
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'Mail Failed')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.description).toMatch(
      new RegExp(`^The test mail to .+ \\(user ${payroll.id}\\) could not be delivered \\(1 try\\): .*550`),
    );
    expect(JSON.stringify(audit)).not.toContain(to);
    expect(JSON.stringify(audit)).not.toContain('reset-token');
    expect(logLines.join('\n')).not.toContain(to);
  });

  it('delivers at start what a server without a job runner left in the outbox', async () => {
    smtp = await startSmtpListener({ port });
    const idle = await sameDatabaseApp(t, false);
    const to = address();
    try {
      await idle.app.ctx.mailer.transaction((tx, add) => add(mail(to)));
    } finally {
      await idle.close();
    }
    // Closed, the idle server has nothing running: what it left is the outbox row, never tried.
    const left = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ status: 'pending', attempts: 0 });
    expect(smtp.mails.filter((m) => m.to.includes(to))).toEqual([]);
    const next = await sameDatabaseApp(t, 'queues');
    try {
      await smtp.waitFor(to);
    } finally {
      await next.close();
    }
  });
});

/** A second portal instance on the test app's database (its own connections), with or without jobs. */
async function sameDatabaseApp(
  t: TestApp,
  jobs: false | 'queues',
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let handle: DatabaseHandle;
  if (t.app.ctx.engine === 'sqlite') {
    handle = openDatabase({ dataDir: t.config.dataDir });
  } else {
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!.s;
    const pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 3,
      options: `-c search_path=${schema}`,
    });
    handle = {
      db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      sqliteFile: null,
    };
  }
  const app = await buildApp(t.config, {
    database: handle,
    serveWeb: false,
    jobs,
    logStream: { write: () => {} },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.db.destroy();
    },
  };
}

describe.runIf(ENGINES.includes('postgres'))('the mail outbox with instances sharing one PostgreSQL', () => {
  it('delivers each mail once, however many instances are offered it', async () => {
    const smtp = await startSmtpListener();
    const base = await startTestApp('postgres', { SMTP_URL: smtp.url });
    const instances = [await sameDatabaseApp(base, 'queues'), await sameDatabaseApp(base, 'queues')];
    try {
      const companyId = (await createCompany(base.db)).id;
      const addresses = Array.from({ length: 8 }, (_, i) => `shared.${i}@crew.example.com`);
      await Promise.all(
        instances.map((instance, i) =>
          instance.app.ctx.mailer.transaction(async (tx, queue) => {
            for (const to of addresses.filter((_, k) => k % 2 === i)) {
              await queue({ companyId, purpose: 'test', to, subject: 'Shared', text: 'Once' });
            }
          }),
        ),
      );
      // A third instance starting now offers every mail still due once more.
      instances.push(await sameDatabaseApp(base, 'queues'));
      for (const to of addresses) await smtp.waitFor(to, 15_000);
      // Closed, the instances have finished every delivery they began: the count is final.
      for (const instance of instances.splice(0)) await instance.close();
      expect(addresses.map((to) => smtp.mails.filter((m) => m.to.includes(to)).length)).toEqual(
        addresses.map(() => 1),
      );
      const statuses = await base.db
        .selectFrom('mail_outbox')
        .select(['status', 'attempts'])
        .where('company_id', '=', companyId)
        .execute();
      expect(statuses).toEqual(addresses.map(() => ({ status: 'sent', attempts: 1 })));
    } finally {
      for (const instance of instances) await instance.close();
      await base.close();
      await smtp.close();
    }
  }, 60_000);
});
