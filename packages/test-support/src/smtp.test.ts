import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { mailText, resetLinkIn, startSmtpListener, type SmtpListener } from './smtp.ts';

describe('the SMTP listener', () => {
  let smtp: SmtpListener | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  const send = (to: string, text: string) =>
    nodemailer.createTransport(smtp!.url).sendMail({ from: 'portal@example.com', to, subject: 'Test', text });

  it('hands each mail to one address to one wait, oldest first, waiting for one not come yet', async () => {
    smtp = await startSmtpListener();
    await send('crew@example.com', 'first');
    const later = smtp.waitFor('crew@example.com').then(() => smtp!.waitFor('crew@example.com'));
    await send('office@example.com', 'other');
    await send('crew@example.com', 'second');
    expect(mailText((await later).raw)).toContain('second');
    expect(smtp.mails.map((m) => m.to)).toEqual([
      ['crew@example.com'],
      ['office@example.com'],
      ['crew@example.com'],
    ]);
  });

  it('gives up on a mail that does not come within the timeout', async () => {
    smtp = await startSmtpListener();
    await expect(smtp.waitFor('nobody@example.com', 50)).rejects.toThrow(
      'no mail to nobody@example.com within 50 ms',
    );
  });

  it('refuses the recipients it is told to with 550, and listens again on the port of a stopped one', async () => {
    const first = await startSmtpListener();
    await first.close();
    smtp = await startSmtpListener({ port: first.port, refuse: (address) => address === 'gone@example.com' });
    expect(smtp.port).toBe(first.port);
    await expect(send('gone@example.com', 'x')).rejects.toMatchObject({ responseCode: 550 });
  });

  it('reads the reset link out of a quoted-printable mail', () => {
    const raw = 'Open http://portal.test/reset-token/abc=\r\ndef_1 to choose a password, code=3D7';
    expect(resetLinkIn(raw)).toBe('http://portal.test/reset-token/abcdef_1');
    expect(mailText(raw)).toContain('code=7');
  });
});
