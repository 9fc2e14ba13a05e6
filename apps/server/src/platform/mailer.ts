import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends through the company's SMTP settings, or the SMTP_URL of the environment when it has none. */
  send(companyId: number, mail: Mail): Promise<void>;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('No SMTP server is configured: set SMTP_URL or the SMTP settings of the company.');
  }
}

export function createMailer(db: Db, opts: { smtpUrl: string | undefined; from: string }): Mailer {
  return {
    async send(companyId, mail) {
      const s = await db
        .selectFrom('settings')
        .select(['smtp_server', 'smtp_port', 'smtp_username', 'smtp_password', 'smtp_from'])
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      let transport: Transporter;
      let from = opts.from;
      if (s?.smtp_server) {
        const port = s.smtp_port ?? 587;
        transport = nodemailer.createTransport({
          host: s.smtp_server,
          port,
          secure: port === 465,
          auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password ?? '' } : undefined,
        });
        from = s.smtp_from || from;
      } else if (opts.smtpUrl) {
        transport = nodemailer.createTransport(opts.smtpUrl);
      } else {
        throw new MailNotConfiguredError();
      }
      try {
        await transport.sendMail({ from, ...mail });
      } finally {
        transport.close();
      }
    },
  };
}
