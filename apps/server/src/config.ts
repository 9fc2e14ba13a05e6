import { isIP } from 'node:net';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();

/** A proxy address as Fastify's trustProxy takes it: an IP, a CIDR range, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Fastify's trustProxy: no proxy, the proxies' addresses, or a hop count as a function. */
type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none by default, a hop count, or
 * the proxies' addresses. Trusting every sender would let any client pick the address that the
 * sign-in limits count and the audit log records.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((v, c): TrustProxy => {
    if (v === '' || v === 'false') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      return hops === 0 ? false : (_address, hop) => hop < hops;
    }
    const list = v.split(',').map((a) => a.trim());
    if (list.every(isProxyAddress)) return list;
    c.addIssue({
      code: 'custom',
      message: 'must be a hop count (1) or proxy addresses and CIDR ranges (10.0.0.1, 10.1.0.0/16)',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for the embedded SQLite file)')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h, 30m or 7d')
    .default('12h'),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Time Portal <no-reply@localhost>'),
  // The mail outbox (docs/sync.md, Mail): tries per mail, and the wait before the first retry (doubling).
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_WINDOW: z
    .string()
    .regex(/^\d+ ?(second|minute|hour)s?$/, 'must look like 15 minutes')
    .default('15 minutes'),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  IOS_STORE_URL: optionalUrl,
  ANDROID_STORE_URL: optionalUrl,
  ANDROID_APP_LINK: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  FIELD_DIST_DIR: z.string().optional(),
  // Sync with CMiC and Star Builder (docs/sync.md). Without CMIC_BASE_URL `npm start` runs the simulator.
  CMIC_BASE_URL: optionalUrl,
  CMIC_USERNAME: z.string().optional(),
  CMIC_PASSWORD: z.string().optional(),
  STAR_BUILDER_BASE_URL: optionalUrl,
  STAR_BUILDER_API_KEY: z.string().optional(),
  SYNC_HTTP_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  SYNC_HTTP_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  SYNC_SIMULATOR_PORT: port.default(0),
  // Shared photo storage (docs/deployment.md): without S3_BUCKET, PostgreSQL or the data folder.
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z.string().default(''),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtl: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRetry: { attempts: number; delaySeconds: number };
  logLevel: Env['LOG_LEVEL'];
  seedDemo: Env['SEED_DEMO'];
  authRateLimit: { max: number; window: string };
  resetTokenTtlMinutes: number;
  mobileLinks: { iosStoreUrl: string; androidStoreUrl: string; androidAppLink: string };
  webDistDir: string | undefined;
  /** The field app's build (apps/field/dist when unset), served under /field/. */
  fieldDistDir: string | undefined;
  sync: SyncConfig;
  /** The S3-compatible bucket photos go to; null keeps them in PostgreSQL or the data folder. */
  s3: S3Config | null;
  /** Redis for the sign-in limits' counters (else PostgreSQL's table, or memory on SQLite). */
  redisUrl: string | undefined;
  /** Migrate (and seed) at start; false: refuse to start on a database `npm run migrate` has not brought up. */
  migrateOnStart: boolean;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

export interface SyncConfig {
  cmic: { baseUrl: string | undefined; username: string | undefined; password: string | undefined };
  starBuilder: { baseUrl: string | undefined; apiKey: string | undefined };
  http: { timeoutMs: number; retries: number };
  simulatorPort: number;
}

export class ConfigError extends Error {}

/** Parses the environment once; every bad variable is listed in one message so start-up fails fast. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Instances on one PostgreSQL must all verify each other's tokens: a secret made up per process
  // would sign a user out whenever the load balancer sends them elsewhere.
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: is required with DATABASE_URL (every instance must share it)',
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required with the other S3_ settings');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtl: e.TOKEN_TTL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetry: { attempts: e.MAIL_ATTEMPTS, delaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    authRateLimit: { max: e.AUTH_RATE_LIMIT, window: e.AUTH_RATE_WINDOW },
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    mobileLinks: {
      iosStoreUrl: e.IOS_STORE_URL ?? 'https://apps.apple.com/app/id0000000000',
      androidStoreUrl:
        e.ANDROID_STORE_URL ?? 'https://play.google.com/store/apps/details?id=com.example.timeportal',
      androidAppLink: e.ANDROID_APP_LINK ?? 'timeportal://userregisteration',
    },
    webDistDir: e.WEB_DIST_DIR,
    fieldDistDir: e.FIELD_DIST_DIR,
    sync: {
      cmic: { baseUrl: e.CMIC_BASE_URL, username: e.CMIC_USERNAME, password: e.CMIC_PASSWORD },
      starBuilder: { baseUrl: e.STAR_BUILDER_BASE_URL, apiKey: e.STAR_BUILDER_API_KEY },
      http: { timeoutMs: e.SYNC_HTTP_TIMEOUT_MS, retries: e.SYNC_HTTP_RETRIES },
      simulatorPort: e.SYNC_SIMULATOR_PORT,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // MinIO and most self-hosted S3 APIs address buckets by path, AWS by host name.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
        }
      : null,
    redisUrl: e.REDIS_URL,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
  };
}
