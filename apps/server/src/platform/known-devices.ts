import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'portal_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${COOKIE}=([\\w-]+)\\.([\\w-]+)`);
const account = (email: string) => email.trim().toLowerCase();

/**
 * A device cookie: after a successful sign-in the browser keeps a signed note "this device signed in
 * to this account". Presented back, it lets the sign-in limits count that device's attempts apart
 * from everyone else's, so guesses from elsewhere cannot lock the account's owner out. The cookie only
 * travels to the sign-in call and names no account (it holds a random id and a signature).
 */
export class KnownDevices {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  /** Sets the cookie for this account on this device, keeping the device's id when it has one. */
  remember(req: FastifyRequest, reply: FastifyReply, email: string): void {
    const id = this.recognise(req, email) ?? randomUUID();
    const value = `${id}.${this.sign(account(email), id)}`;
    const attributes = `Path=/api/v1/login; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict`;
    reply.header('set-cookie', `${COOKIE}=${value}; ${attributes}${this.secure ? '; Secure' : ''}`);
  }

  /** The device's id when its cookie was issued for this account, else null. */
  recognise(req: FastifyRequest, email: string): string | null {
    const match = COOKIE_VALUE.exec(req.headers.cookie ?? '');
    if (!match) return null;
    const [, id = '', signature = ''] = match;
    const expected = Buffer.from(this.sign(account(email), id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(email: string, id: string): string {
    return createHmac('sha256', this.secret).update(`device:${email}:${id}`).digest('base64url');
  }
}
