import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from './errors.ts';

/** Counts attempts per key in fixed windows, in memory (one counter set per API instance). */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt and tells whether it is still within the limit. */
  hit(key: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    w.count += 1;
    return w.count <= this.max;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };
export function windowMs(window: string): number {
  const m = /^(\d+) ?(second|minute|hour)s?$/.exec(window);
  if (!m) throw new Error(`Bad window ${window}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** Tells the device a sign-in comes from when that device signed in to this account before. */
export type KnownDevice = (req: FastifyRequest, email: string) => string | null;

/**
 * Limits for the public auth calls: one counter per account (the e-mail in the body) and a looser one
 * per client address (offices share one), so neither one machine nor a spread-out attack guesses fast.
 * A device the account signed in from before counts on a counter of its own: guesses from elsewhere
 * do not lock its owner out.
 */
export function authRateLimits(
  opts: { max: number; window: string },
  knownDevice: KnownDevice = () => null,
): preHandlerAsyncHookHandler {
  const ms = windowMs(opts.window);
  const perAddress = new AttemptLimiter(opts.max * 5, ms);
  const perAccount = new AttemptLimiter(opts.max, ms);
  const perDevice = new AttemptLimiter(opts.max, ms);
  return async (req: FastifyRequest) => {
    const body = req.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
    const device = email === null ? null : knownDevice(req, email);
    const allowed =
      device === null
        ? perAddress.hit(req.ip) && (email === null || perAccount.hit(email))
        : perDevice.hit(`${email} ${device}`);
    if (!allowed) throw new TooManyRequestsError();
  };
}

/** Limits a signed-in call per account, e.g. the old-password check of change-password. */
export function userRateLimit(opts: { max: number; window: string }): preHandlerAsyncHookHandler {
  const perUser = new AttemptLimiter(opts.max, windowMs(opts.window));
  return async (req: FastifyRequest) => {
    if (!perUser.hit(String(req.auth?.userId))) throw new TooManyRequestsError();
  };
}
