import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP listener on the port the e2e server mails to (SMTP_URL in serve.mjs). */
export async function openMailbox(port = Number(process.env.E2E_SMTP_PORT ?? 2526)) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    /** The newest mail to this address, waiting for it up to the timeout. */
    async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((m) => m.to.includes(address)).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a raw mail with quoted-printable soft line breaks and `=3D` undone. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The reset link a password-reset mail carries. */
export function resetLinkIn(raw: string): string {
  const link = /https?:\/\/[^\s"<>]+\/reset-token\/[A-Za-z0-9_-]+/.exec(decodeMail(raw))?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${raw}`);
  return link;
}
