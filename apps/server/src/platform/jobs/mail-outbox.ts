import type { Db, Tx } from '../../db/database.ts';
import { insertAuditRow, systemActor } from '../audit.ts';
import type { AppContext } from '../context.ts';
import { userAt } from '../mail-queries.ts';
import type { QueuedMail } from '../mailer.ts';
import type { JobSetup } from './background-jobs.ts';
import type { JobRunner } from './runner.ts';

/** One job per delivery attempt of one outbox mail: `{ id }`. */
export const MAIL_QUEUE = 'mail';
/** Every minute: hands the due mails of the outbox to MAIL_QUEUE (retries, and mails a restart left). */
const MAIL_SWEEP_QUEUE = 'mail-outbox';

/** How long a delivery holds its mail; past it another may take the mail over (its sender died). */
const CLAIM_SECONDS = 120;
const SWEEP_BATCH = 200;

/** Writes the mail to the outbox inside the caller's transaction; it waits there until delivered. */
export async function queueMail(tx: Tx, mail: QueuedMail, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await tx
    .insertInto('mail_outbox')
    .values({
      company_id: mail.companyId,
      purpose: mail.purpose,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type MailOutcome = 'sent' | 'retry' | 'failed' | 'not due';

/**
 * The wait before the next try after `attempts` tries: the configured delay, doubling each time.
 * @internal Tested on its own.
 */
export const retryDelaySeconds = (attempts: number, delaySeconds: number) =>
  delaySeconds * 2 ** (attempts - 1);

/**
 * One delivery attempt of an outbox mail. The mail is claimed first, so however many jobs and
 * instances ask for it, one sends it. A failed attempt is tried again later (a delayed job, and the
 * sweep as a fallback) until the configured attempts are used up or the server refuses the
 * recipient or the message (a 5xx answer to them): then the mail is failed with its last error, in
 * the log and the company's audit log. The body is cleared once the mail is sent or failed.
 */
async function deliverQueuedMail(ctx: AppContext, runner: JobRunner, id: number): Promise<MailOutcome> {
  const mail = await claim(ctx.db, id, ctx.now());
  if (!mail) return 'not due';
  const fields = { mailId: id, purpose: mail.purpose, attempt: mail.attempts };
  try {
    await ctx.mailer.send(mail.company_id, {
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body ?? '',
      ...(mail.html_body ? { html: mail.html_body } : {}),
    });
  } catch (err) {
    const error = describe(err);
    const now = ctx.now();
    const { attempts, delaySeconds } = ctx.config.mailRetry;
    if (mail.attempts >= attempts || refusedForGood(err)) {
      await fail(ctx.db, mail, error, now);
      ctx.log.error({ ...fields, error }, 'mail failed for good');
      return 'failed';
    }
    const wait = retryDelaySeconds(mail.attempts, delaySeconds);
    await ctx.db
      .updateTable('mail_outbox')
      .set({
        status: 'pending',
        last_error: error,
        locked_until: null,
        next_attempt_at: new Date(now.getTime() + wait * 1000).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    ctx.log.warn({ ...fields, error, retryInSeconds: wait }, 'mail not delivered; it will be tried again');
    await runner.send(MAIL_QUEUE, { id }, { afterSeconds: wait });
    return 'retry';
  }
  const at = ctx.now().toISOString();
  await ctx.db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: at,
      text_body: null,
      html_body: null,
      locked_until: null,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  ctx.log.info(fields, 'mail sent');
  return 'sent';
}

/** Hands every due mail (a retry whose time came, one a stopped server left) to the delivery queue. */
async function sendDueMail(ctx: AppContext, runner: JobRunner): Promise<number> {
  const now = ctx.now().toISOString();
  const due = await ctx.db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(SWEEP_BATCH)
    .execute();
  for (const { id } of due) await runner.send(MAIL_QUEUE, { id });
  return due.length;
}

/**
 * The outbox on the job runner: the delivery queue, the sweep every minute, and the mailer's hand-off.
 * Mail a stopped server left in the outbox is handed over at once when the runner starts.
 */
export function mailJobs(ctx: AppContext): JobSetup {
  return async (runner) => {
    await runner.work<{ id: number }>(MAIL_QUEUE, async ({ id }) => {
      await deliverQueuedMail(ctx, runner, id);
    });
    await runner.work(MAIL_SWEEP_QUEUE, async () => {
      await sendDueMail(ctx, runner);
    });
    await runner.schedule(MAIL_SWEEP_QUEUE, '* * * * *');
    ctx.mailer.deliverWith(runner);
    await sendDueMail(ctx, runner);
  };
}

async function claim(db: Db, id: number, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      locked_until: new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString(),
      updated_at: at,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', at)]),
      ]),
    )
    .returning(['id', 'company_id', 'purpose', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .executeTakeFirst();
}

type Claimed = NonNullable<Awaited<ReturnType<typeof claim>>>;

async function fail(db: Db, mail: Claimed, error: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('mail_outbox')
      .set({
        status: 'failed',
        last_error: error,
        text_body: null,
        html_body: null,
        locked_until: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', mail.id)
      .execute();
    // The audit row only: a mail is not company data, so the grids' data revision stays. The Logs screen
    // is read by roles that may not see every address: the recipient is named as a user, never by address.
    const user = await userAt(tx, mail.company_id, mail.to_address);
    const recipient = user ? `${user.name} (user ${user.id})` : 'someone who is no longer a user';
    await insertAuditRow(
      tx,
      systemActor(mail.company_id),
      {
        action: 'Mail Failed',
        description: `The ${mail.purpose} mail to ${recipient} could not be delivered (${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}): ${error}`,
        entity: 'mail',
        entityId: mail.id,
      },
      now,
    );
  });
}

/** A 5xx answer to the recipient or the message: trying again gets the same answer. */
function refusedForGood(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number };
  return (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && (e.responseCode ?? 0) >= 500;
}

/**
 * The error's own message, one line and short: it never holds the mail's body or the SMTP password, and
 * any address a server's answer quotes (the refused recipient) is left out.
 */
function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message
    .replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}
