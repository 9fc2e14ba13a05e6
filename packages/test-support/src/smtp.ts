// The mail catcher of the API tests and the browser tests: a real SMTP listener on loopback.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

interface SmtpListenerOptions {
  /** The port to listen on: 0 (the default) for a free one, or where a stopped listener was. */
  port?: number;
  /** Recipients it answers 550, as a server answers a mailbox that does not exist. */
  refuse?: (address: string) => boolean;
}

export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;

/** A real SMTP listener on 127.0.0.1 that keeps every mail it receives. */
export async function startSmtpListener({ port = 0, refuse = () => false }: SmtpListenerOptions = {}) {
  const mails: ReceivedMail[] = [];
  const arrived = new Set<() => void>();
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (!refuse(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of arrived) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    /**
     * The next mail to this address: the oldest one no earlier call returned, waiting for it up to the
     * timeout. A second mail to one address is waited for by a second call.
     */
    async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const take = () => {
        const mail = mails.find((m) => m.to.includes(address) && !taken.has(m));
        if (mail) taken.add(mail);
        return mail;
      };
      return (
        take() ??
        new Promise<ReceivedMail>((resolve, reject) => {
          const wake = () => {
            const mail = take();
            if (!mail) return;
            done();
            resolve(mail);
          };
          const timer = setTimeout(() => {
            done();
            reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
          }, timeoutMs);
          const done = () => {
            clearTimeout(timer);
            arrived.delete(wake);
          };
          arrived.add(wake);
        })
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a raw mail with quoted-printable soft line breaks and `=3D` undone. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The reset link a password-reset mail carries. */
export function resetLinkIn(raw: string): string {
  const link = /https?:\/\/[^\s"<>]+\/reset-token\/[A-Za-z0-9_-]+/.exec(mailText(raw))?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${raw}`);
  return link;
}
