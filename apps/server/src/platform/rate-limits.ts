import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CompiledQuery } from 'kysely';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db, Engine } from '../db/database.ts';
import { TooManyRequestsError } from './errors.ts';

/** A counter of attempts per key: at most `points` in a fixed window of `durationSeconds`. */
export type MakeLimiter = (name: string, points: number, durationSeconds: number) => RateLimiterAbstract;

/**
 * Where the attempt counters live, so that every instance counts the same attempts: Redis when
 * REDIS_URL is set, else PostgreSQL's rate_limits table when on PostgreSQL, else memory (SQLite runs
 * one instance).
 */
export async function openLimiterStore(
  config: { redisUrl: string | undefined },
  database: { db: Db; engine: Engine },
): Promise<{ limiter: MakeLimiter; close(): Promise<void> }> {
  if (config.redisUrl) {
    // Loaded here, so that a start without Redis never loads ioredis.
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    return {
      limiter: (keyPrefix, points, duration) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration }),
      close: async () => {
        redis.disconnect();
      },
    };
  }
  if (database.engine === 'postgres') {
    const storeClient = kyselyClient(database.db);
    return {
      limiter: (keyPrefix, points, duration) =>
        new RateLimiterPostgres({
          storeClient,
          storeType: 'client',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix,
          points,
          duration,
        }),
      close: async () => {},
    };
  }
  return {
    limiter: (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }),
    close: async () => {},
  };
}

/** The pg-style client rate-limiter-flexible calls, over the app's own pool (and its search path). */
function kyselyClient(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
  };
}

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };
function windowMs(window: string): number {
  const m = /^(\d+) ?(second|minute|hour)s?$/.exec(window);
  if (!m) throw new Error(`Bad window ${window}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** Counts one attempt; past the limit a 429 that says when to try again (Retry-After). */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new TooManyRequestsError(Math.ceil(err.msBeforeNext / 1000));
    throw err;
  }
}

/** Tells the device a sign-in comes from when that device signed in to this account before. */
export type KnownDevice = (req: FastifyRequest, email: string) => string | null;

/** The auth calls' limit, and the way a sign-in that succeeded gives back what it counted. */
export interface AuthRateLimits {
  /** Counts the attempt on its counters; past a limit, 429. */
  limit: preHandlerAsyncHookHandler;
  /** Takes a successful attempt off the counters it was counted on: only failures count. */
  forgive(req: FastifyRequest): Promise<void>;
}

/**
 * Limits for the public auth calls: one counter per account (the e-mail in the body) and a looser one
 * per client address (offices share one), so neither one machine nor a spread-out attack guesses fast.
 * A device the account signed in from before counts on a counter of its own: guesses from elsewhere
 * do not lock its owner out. The counters are the app's shared store's (`ctx.limiter`), made on the
 * first call. An attempt is counted before it runs (so parallel guesses cannot slip past the limit)
 * and a correct sign-in is then forgiven.
 */
export function authRateLimits(
  opts: { max: number; window: string },
  knownDevice: KnownDevice = () => null,
): AuthRateLimits {
  const seconds = windowMs(opts.window) / 1000;
  let limiters: Record<'perAddress' | 'perAccount' | 'perDevice', RateLimiterAbstract> | undefined;
  const counted = new WeakMap<FastifyRequest, [RateLimiterAbstract, string][]>();
  const count = async (req: FastifyRequest, limiter: RateLimiterAbstract, key: string) => {
    await consume(limiter, key);
    counted.set(req, [...(counted.get(req) ?? []), [limiter, key]]);
  };
  return {
    async limit(req) {
      const { limiter } = req.server.ctx;
      limiters ??= {
        perAddress: limiter('auth-address', opts.max * 5, seconds),
        perAccount: limiter('auth-account', opts.max, seconds),
        perDevice: limiter('auth-device', opts.max, seconds),
      };
      const body = req.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
      const device = email === null ? null : knownDevice(req, email);
      if (device !== null) return count(req, limiters.perDevice, `${email} ${device}`);
      await count(req, limiters.perAddress, req.ip);
      if (email !== null) await count(req, limiters.perAccount, email);
    },
    async forgive(req) {
      for (const [limiter, key] of counted.get(req) ?? []) await limiter.reward(key, 1);
      counted.delete(req);
    },
  };
}

/** Limits a signed-in call per account, e.g. the old-password check of change-password. */
export function userRateLimit(opts: { max: number; window: string }): preHandlerAsyncHookHandler {
  const seconds = windowMs(opts.window) / 1000;
  let perUser: RateLimiterAbstract | undefined;
  return async (req: FastifyRequest) => {
    perUser ??= req.server.ctx.limiter('user-attempts', opts.max, seconds);
    await consume(perUser, String(req.auth?.userId));
  };
}
