import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Engine, PostgresConnection } from '../db/database.ts';
import type { FileStore } from './files.ts';
import type { Mailer } from './mailer.ts';
import type { MakeLimiter } from './rate-limits.ts';

/** What services need from the outside world, handed to them as one value. */
export interface AppContext {
  db: Db;
  engine: Engine;
  sqliteFile: string | null;
  /** How another thread connects to the same PostgreSQL database, when it can (DatabaseHandle). */
  postgres: PostgresConnection | null;
  config: Config;
  mailer: Mailer;
  files: FileStore;
  /** Attempt counters every instance shares (rate-limits.ts). */
  limiter: MakeLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
