import type { Transporter } from 'nodemailer';
import type { Db, Tx } from '../db/database.ts';
import { MAIL_QUEUE, queueMail } from './jobs/mail-outbox.ts';
import type { JobRunner } from './jobs/runner.ts';
import { companySmtp } from './mail-queries.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail for the outbox: whose company's SMTP settings send it, and what it is for (invite, reset). */
export interface QueuedMail extends Mail {
  companyId: number;
  purpose: string;
}

export interface Mailer {
  /**
   * Runs `work` in one database transaction in which it may queue mail. Queued mail is written to the
   * outbox in that transaction and handed to the job runner once it commits: a change that rolls back
   * sends nothing, and a committed mail is delivered (and retried) even across a restart.
   */
  transaction<T>(work: (tx: Tx, queue: (mail: QueuedMail) => Promise<void>) => Promise<T>): Promise<T>;
  /**
   * Sends through the company's SMTP settings, or the SMTP_URL of the environment when it has none, at
   * once: for the outbox's delivery job, and for Settings' test mail, whose result the clerk waits for.
   */
  send(companyId: number, mail: Mail): Promise<void>;
  /** Gives the mailer the job runner that delivers the outbox (from the runner's start). */
  deliverWith(runner: JobRunner): void;
}

class MailNotConfiguredError extends Error {
  constructor() {
    super('No SMTP server is configured: set SMTP_URL or the SMTP settings of the company.');
  }
}

// A mail server that does not answer fails the attempt in well under the outbox's claim on the mail.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function createMailer(
  db: Db,
  opts: { smtpUrl: string | undefined; from: string; now: () => Date },
): Mailer {
  let runner: JobRunner | undefined;
  return {
    async transaction(work) {
      const queued: number[] = [];
      const result = await db.transaction().execute((tx) =>
        work(tx, async (mail) => {
          queued.push(await queueMail(tx, mail, opts.now()));
        }),
      );
      // Without a runner (background work off) the mail waits in the outbox for the next start.
      for (const id of queued) await runner?.send(MAIL_QUEUE, { id });
      return result;
    },
    async send(companyId, mail) {
      const s = await companySmtp(db, companyId);
      // Loaded on the first mail, so that a start never loads nodemailer.
      const { default: nodemailer } = await import('nodemailer');
      let transport: Transporter;
      let from = opts.from;
      if (s?.smtp_server) {
        const port = s.smtp_port ?? 587;
        transport = nodemailer.createTransport({
          host: s.smtp_server,
          port,
          secure: port === 465,
          auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password ?? '' } : undefined,
          ...TIMEOUTS,
        });
        from = s.smtp_from || from;
      } else if (opts.smtpUrl) {
        transport = nodemailer.createTransport({ url: opts.smtpUrl, ...TIMEOUTS });
      } else {
        throw new MailNotConfiguredError();
      }
      try {
        await transport.sendMail({ from, ...mail });
      } finally {
        transport.close();
      }
    },
    deliverWith(r) {
      runner = r;
    },
  };
}
