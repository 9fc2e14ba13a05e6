import { startSmtpListener } from '@portal/test-support/smtp';

/** The mail catcher on the port the e2e server mails to (SMTP_URL in serve.mjs). */
export const openMailbox = () => startSmtpListener({ port: Number(process.env.E2E_SMTP_PORT ?? 2526) });
