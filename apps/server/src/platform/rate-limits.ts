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

/**
 * Limits for the public auth calls: one counter per account (the e-mail in the body) and a looser one
 * per client address (offices share one), so neither one machine nor a spread-out attack guesses fast.
 */
export function authRateLimits(opts: { max: number; window: string }): preHandlerAsyncHookHandler {
  const ms = windowMs(opts.window);
  const perAddress = new AttemptLimiter(opts.max * 5, ms);
  const perAccount = new AttemptLimiter(opts.max, ms);
  return async (req: FastifyRequest) => {
    const body = req.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
    const addressOk = perAddress.hit(req.ip);
    const accountOk = email === null || perAccount.hit(email);
    if (!addressOk || !accountOk) throw new TooManyRequestsError();
  };
}
